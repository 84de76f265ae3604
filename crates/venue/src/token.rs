//! Access tokens: 128 random bits from the app's entropy, written as 26 lowercase base32
//! letters and digits (RFC 4648 alphabet, no padding), short enough to type from a screen.

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
}
