//! A word of a command as a POSIX shell reads it back: a path in a replay command that a
//! person pastes into a terminal.

use std::borrow::Cow;

/// `word` as one shell word: itself when no shell reads anything into it, else in single
/// quotes (a quote inside written `'\''`, which ends the quotes, adds one, opens them again).
pub fn quote(word: &str) -> Cow<'_, str> {
    let plain = |c: char| c.is_ascii_alphanumeric() || "@%+=:,./_-".contains(c);
    if !word.is_empty() && word.chars().all(plain) {
        Cow::Borrowed(word)
    } else {
        Cow::Owned(format!("'{}'", word.replace('\'', r"'\''")))
    }
}

#[cfg(test)]
mod tests {
    use super::quote;

    #[test]
    fn a_word_is_quoted_only_when_a_shell_would_read_something_into_it() {
        assert_eq!(quote("/tmp/rt-pc/ex6/w2_pills.rs"), "/tmp/rt-pc/ex6/w2_pills.rs");
        assert_eq!(quote("/tmp/my file.rs"), "'/tmp/my file.rs'");
        assert_eq!(quote("/tmp/it's.rs"), r"'/tmp/it'\''s.rs'");
        assert_eq!(quote("/tmp/$HOME*;x.rs"), "'/tmp/$HOME*;x.rs'");
        assert_eq!(quote("/tmp/übung.rs"), "'/tmp/übung.rs'");
        assert_eq!(quote(""), "''");
    }

    /// What sh reads back is the word itself.
    #[test]
    fn sh_reads_the_quoted_word_back() {
        for word in ["plain.rs", "a b", "it's", "$HOME `x` \"y\" \\z", "tab\there", "~/x"] {
            let out = std::process::Command::new("sh")
                .arg("-c")
                .arg(format!("printf %s {}", quote(word)))
                .output()
                .expect("sh runs");
            assert_eq!(String::from_utf8_lossy(&out.stdout), word);
        }
    }
}
