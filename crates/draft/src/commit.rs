//! Commitments to secret choices: SHA-256 over a caller-supplied salt and the choice's canonical
//! serialization, so that after the reveal anyone can check that the revealed choice is the one
//! that was locked (docs/rulings.md, "Secret choices and commitments").

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::fmt;

/// Fewest hex digits a salt may have: 16 bytes, so a rival cannot guess the salt and test
/// every possible choice against the commitment.
pub const MIN_SALT_HEX: usize = 32;
/// Most hex digits a salt may have (input is bounded).
pub const MAX_SALT_HEX: usize = 128;

/// A salt: 32 to 128 lowercase hexadecimal digits (16 to 64 bytes), chosen at random by the
/// caller (the UI) for each lock.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(try_from = "String", into = "String")]
pub struct Salt(String);

/// Why a text is not a salt.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum SaltError {
    /// Too short or too long.
    #[error("a salt needs {min} to {max} hex digits, this one has {found}")]
    WrongLength {
        /// Fewest digits.
        min: u32,
        /// Most digits.
        max: u32,
        /// Digits given.
        found: u32,
    },
    /// Not made of lowercase hex digit pairs.
    #[error("a salt is an even number of lowercase hex digits (0-9, a-f)")]
    NotHex,
}

impl Salt {
    /// Checks and wraps a salt.
    ///
    /// # Errors
    /// [`SaltError`] when the text is not 32 to 128 lowercase hex digits, in pairs.
    pub fn new(text: impl Into<String>) -> Result<Salt, SaltError> {
        let text = text.into();
        let len = text.len();
        if !(MIN_SALT_HEX..=MAX_SALT_HEX).contains(&len) {
            return Err(SaltError::WrongLength {
                min: MIN_SALT_HEX as u32,
                max: MAX_SALT_HEX as u32,
                found: u32::try_from(len).unwrap_or(u32::MAX),
            });
        }
        if len % 2 != 0
            || !text
                .bytes()
                .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
        {
            return Err(SaltError::NotHex);
        }
        Ok(Salt(text))
    }

    /// The salt as hex text.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The salt's bytes.
    fn bytes(&self) -> Vec<u8> {
        self.0
            .as_bytes()
            .chunks(2)
            .map(|pair| pair.iter().fold(0u8, |acc, &d| (acc << 4) | hex_value(d)))
            .collect()
    }
}

fn hex_value(digit: u8) -> u8 {
    match digit {
        b'0'..=b'9' => digit - b'0',
        b'a'..=b'f' => digit - b'a' + 10,
        // Unreachable for a checked salt; a zero keeps the function total.
        _ => 0,
    }
}

impl TryFrom<String> for Salt {
    type Error = SaltError;
    fn try_from(value: String) -> Result<Salt, SaltError> {
        Salt::new(value)
    }
}

impl From<Salt> for String {
    fn from(salt: Salt) -> String {
        salt.0
    }
}

/// A commitment: 64 lowercase hex digits of SHA-256(salt bytes ‖ canonical JSON of the choice).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(transparent)]
pub struct Commitment(String);

impl Commitment {
    /// Commits to `canonical` (a choice's canonical serialization) under `salt`.
    pub(crate) fn compute(salt: &Salt, canonical: &[u8]) -> Commitment {
        let mut hasher = Sha256::new();
        hasher.update(salt.bytes());
        hasher.update(canonical);
        let digest = hasher.finalize();
        let mut text = String::with_capacity(64);
        for byte in digest {
            text.push(hex_digit(byte >> 4));
            text.push(hex_digit(byte & 0x0f));
        }
        Commitment(text)
    }

    /// The commitment as hex text.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

fn hex_digit(nibble: u8) -> char {
    char::from(
        b"0123456789abcdef"
            .get(usize::from(nibble))
            .copied()
            .unwrap_or(b'0'),
    )
}

impl fmt::Display for Commitment {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A secret choice that can be committed to.
pub trait Committable {
    /// The canonical serialization the commitment covers: compact JSON of the choice in its
    /// canonical order (see docs/formats.md).
    fn canonical_bytes(&self) -> Vec<u8>;

    /// The commitment to this choice under `salt`.
    fn commitment(&self, salt: &Salt) -> Commitment {
        Commitment::compute(salt, &self.canonical_bytes())
    }
}

/// Whether `commitment` is the commitment to `choice` under `salt`: run it after a reveal to
/// check that the revealed choice is the one that was locked.
pub fn verify_commitment(commitment: &Commitment, salt: &Salt, choice: &impl Committable) -> bool {
    choice.commitment(salt) == *commitment
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Bytes(&'static [u8]);
    impl Committable for Bytes {
        fn canonical_bytes(&self) -> Vec<u8> {
            self.0.to_vec()
        }
    }

    #[test]
    fn salts_are_32_to_128_lowercase_hex_digits() {
        assert!(Salt::new("00".repeat(16)).is_ok());
        assert!(Salt::new("ab".repeat(64)).is_ok());
        assert!(matches!(
            Salt::new("00".repeat(8)),
            Err(SaltError::WrongLength { .. })
        ));
        assert!(matches!(
            Salt::new("00".repeat(65)),
            Err(SaltError::WrongLength { .. })
        ));
        assert_eq!(Salt::new("AB".repeat(16)), Err(SaltError::NotHex));
        assert_eq!(
            Salt::new(format!("{}0", "ab".repeat(16))),
            Err(SaltError::NotHex)
        );
        assert_eq!(Salt::new("zz".repeat(16)), Err(SaltError::NotHex));
    }

    #[test]
    fn a_commitment_is_sha256_of_salt_bytes_then_choice() {
        // SHA-256 of the 16 zero bytes followed by "abc", computed independently
        // (python3: hashlib.sha256(bytes(16) + b"abc").hexdigest()).
        let salt = Salt::new("00".repeat(16)).unwrap();
        let c = Bytes(b"abc").commitment(&salt);
        assert_eq!(
            c.as_str(),
            "277e7ff6d232b9763f4a66e8d05d210da32dac9c6dbce1026ad4cc98acb5fefe"
        );
        assert!(verify_commitment(&c, &salt, &Bytes(b"abc")));
        assert!(!verify_commitment(&c, &salt, &Bytes(b"abd")));
        let other_salt = Salt::new("01".repeat(16)).unwrap();
        assert!(!verify_commitment(&c, &other_salt, &Bytes(b"abc")));
    }
}
