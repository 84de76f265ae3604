//! Access tokens: 128 random bits from the app's entropy, written as 26 lowercase base32
//! letters and digits (RFC 4648 alphabet, no padding), what the QR codes hold.
//!
//! Short codes: 8 characters a person types from the organizer's screen, drawn from letters and
//! digits that cannot be mistaken for one another (no 0/o, 1/l/i), each standing for one token.
//! 31^8 is about 2^39.6: with the session's limit on wrong codes (crate::routes) guessing one
//! of a venue's few dozen live codes takes years, and a code dies with its token.

use hexadraft_app::App;

const ALPHABET: &[u8; 32] = b"abcdefghijklmnopqrstuvwxyz234567";

/// The length of a token's text: 128 bits in 5-bit letters.
pub(crate) const TOKEN_LEN: usize = 26;

/// One access token. Its `Debug` never shows the value, so logs cannot leak it.
#[derive(Clone, PartialEq, Eq, Hash)]
pub(crate) struct Token(String);

impl std::fmt::Debug for Token {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Token(…)")
    }
}

impl Token {
    /// A fresh token, drawn from the app's entropy.
    pub(crate) fn draw(app: &App) -> Token {
        let mut bytes = [0u8; 16];
        app.draw_random(&mut bytes);
        Token(base32(&bytes))
    }

    /// The token written in `text`, if it is shaped like one (anything else is no token).
    pub(crate) fn parse(text: &str) -> Option<Token> {
        (text.len() == TOKEN_LEN && text.bytes().all(|b| ALPHABET.contains(&b)))
            .then(|| Token(text.to_owned()))
    }

    /// The token's text, as it goes into an address.
    pub(crate) fn as_str(&self) -> &str {
        &self.0
    }
}

/// The letters of a short code: lowercase letters and digits without 0, o, 1, l and i.
const CODE_ALPHABET: &[u8; 31] = b"23456789abcdefghjkmnpqrstuvwxyz";

/// The length of a short code.
pub(crate) const CODE_LEN: usize = 8;

/// One short code, standing for one token. Its `Debug` never shows the value either.
#[derive(Clone, PartialEq, Eq, Hash)]
pub(crate) struct ShortCode(String);

impl std::fmt::Debug for ShortCode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ShortCode(…)")
    }
}

impl ShortCode {
    /// A fresh code, drawn from the app's entropy (each letter uniform: bytes past the last
    /// whole multiple of 31 are drawn again).
    pub(crate) fn draw(app: &App) -> ShortCode {
        let mut code = String::with_capacity(CODE_LEN);
        let mut bytes = [0u8; 16];
        while code.len() < CODE_LEN {
            app.draw_random(&mut bytes);
            for &byte in &bytes {
                if code.len() == CODE_LEN {
                    break;
                }
                if usize::from(byte) < CODE_ALPHABET.len() * 8 {
                    code.push(char::from(
                        CODE_ALPHABET[usize::from(byte) % CODE_ALPHABET.len()],
                    ));
                }
            }
        }
        ShortCode(code)
    }

    /// The code written in `text` as a person types it: any case, with dashes or spaces
    /// between letters (a phone's keyboard capitalises the first letter). Anything else is no
    /// code.
    pub(crate) fn parse(text: &str) -> Option<ShortCode> {
        let code: String = text
            .chars()
            .filter(|c| *c != '-' && *c != ' ')
            .map(|c| c.to_ascii_lowercase())
            .collect();
        (code.len() == CODE_LEN && code.bytes().all(|b| CODE_ALPHABET.contains(&b)))
            .then_some(ShortCode(code))
    }

    /// The code's text, as it goes into an address.
    pub(crate) fn as_str(&self) -> &str {
        &self.0
    }
}

/// `bytes` in lowercase base32 without padding.
fn base32(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() * 8 / 5 + 1);
    let mut buffer: u32 = 0;
    let mut bits = 0u32;
    for &byte in bytes {
        buffer = (buffer << 8) | u32::from(byte);
        bits += 8;
        while bits >= 5 {
            bits -= 5;
            out.push(char::from(ALPHABET[((buffer >> bits) & 31) as usize]));
        }
    }
    if bits > 0 {
        out.push(char::from(ALPHABET[((buffer << (5 - bits)) & 31) as usize]));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base32_matches_rfc_4648_test_vectors() {
        // RFC 4648 §10, lowercased and without padding.
        assert_eq!(base32(b""), "");
        assert_eq!(base32(b"f"), "my");
        assert_eq!(base32(b"fo"), "mzxq");
        assert_eq!(base32(b"foobar"), "mzxw6ytboi");
    }

    #[test]
    fn a_token_is_26_letters_and_only_that_shape_parses() {
        let dir = tempfile::tempdir().unwrap();
        let app = App::open(
            dir.path(),
            hexadraft_app::FixedClock::at(1),
            hexadraft_app::SeededEntropy::new(3),
        );
        let token = Token::draw(&app);
        assert_eq!(token.as_str().len(), TOKEN_LEN);
        assert_eq!(Token::parse(token.as_str()), Some(token.clone()));
        assert_ne!(Token::draw(&app), token, "each token is drawn afresh");
        assert_eq!(Token::parse("../../etc/passwd"), None);
        assert_eq!(Token::parse(&token.as_str().to_uppercase()), None);
        assert!(!format!("{token:?}").contains(token.as_str()));
    }

    #[test]
    fn a_short_code_is_8_unambiguous_letters_and_reads_as_a_person_types_it() {
        let dir = tempfile::tempdir().unwrap();
        let app = App::open(
            dir.path(),
            hexadraft_app::FixedClock::at(1),
            hexadraft_app::SeededEntropy::new(5),
        );
        let codes: Vec<ShortCode> = (0..200).map(|_| ShortCode::draw(&app)).collect();
        for code in &codes {
            assert_eq!(code.as_str().len(), CODE_LEN);
            assert!(
                !code.as_str().contains(['0', 'o', '1', 'l', 'i']),
                "{code:?}"
            );
            assert_eq!(ShortCode::parse(code.as_str()), Some(code.clone()));
        }
        let distinct: std::collections::HashSet<_> = codes.iter().collect();
        assert_eq!(distinct.len(), codes.len(), "each code is drawn afresh");
        let code = &codes[0];
        let typed = format!(
            "{}-{}",
            code.as_str()[..4].to_uppercase(),
            &code.as_str()[4..]
        );
        assert_eq!(ShortCode::parse(&typed), Some(code.clone()));
        assert_eq!(ShortCode::parse("favicon.ico"), None);
        assert_eq!(ShortCode::parse("abcdefg0"), None, "0 is never in a code");
        assert_eq!(ShortCode::parse("abcdefghj"), None);
        assert!(!format!("{code:?}").contains(code.as_str()));
    }
}
