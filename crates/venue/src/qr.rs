//! QR codes for the seat and room addresses, as SVG (the qrcode crate).

use qrcode::render::svg;
use qrcode::{EcLevel, QrCode};

/// `text` as a QR code in an SVG document; an empty string if it cannot be encoded (an
/// address is far below a QR code's capacity, so this does not happen in practice).
pub(crate) fn svg(text: &str) -> String {
    match QrCode::with_error_correction_level(text.as_bytes(), EcLevel::M) {
        Ok(code) => code
            .render::<svg::Color<'_>>()
            .min_dimensions(200, 200)
            .quiet_zone(true)
            .build(),
        Err(_) => String::new(),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn an_address_becomes_an_svg_document() {
        let svg = super::svg("http://192.168.1.20:8765/s/abcdefghijklmnopqrstuvwxyz");
        assert!(svg.starts_with("<?xml") || svg.starts_with("<svg"), "{svg}");
        assert!(svg.contains("</svg>"));
    }
}
