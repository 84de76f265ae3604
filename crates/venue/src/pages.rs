//! The phone page, built by the UI toolchain (`ui/phone.html`, `ui/src/phone/`) into
//! `ui/dist-phone/` and embedded at compile time (build.rs).

/// The page's HTML: the same page serves a seat and the room; it reads its token from the
/// address.
pub(crate) const HTML: &str = include_str!(concat!(env!("OUT_DIR"), "/phone.html"));
/// Its script.
pub(crate) const SCRIPT: &str = include_str!(concat!(env!("OUT_DIR"), "/phone.js"));
/// Its styles.
pub(crate) const STYLES: &str = include_str!(concat!(env!("OUT_DIR"), "/phone.css"));
