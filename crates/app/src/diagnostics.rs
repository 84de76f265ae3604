//! When the app fails: its log file, crash reports and the diagnostics zip an organizer can hand
//! to whoever helps them. Nothing here is sent anywhere.
//!
//! - The log: one file a day in `logs/` of the data folder (`hexadraft.<date>.log`, the newest
//!   [`LOG_DAYS_KEPT`] kept), written through `tracing` ([`start_log`]). Its lines name commands,
//!   phone routes (the route's pattern, never its token), journal ids with their entry numbers and
//!   error codes; never a seat code, token, salt, choice or army list (docs/threat-model.md).
//! - Crash reports: a panic anywhere in the process writes one JSON file to `crash-reports/`
//!   ([`install_panic_hook`]) with the version, the OS, where it happened (the command or the
//!   phone route, [`in_context`]), the time and the panic's place and message, cut before any
//!   value a standard panic message echoes ([`panic_summary`]).
//! - The next start asks [`App::crash_notice`]; the organizer exports diagnostics
//!   ([`App::export_diagnostics`], docs/formats.md, "Diagnostics zip") or dismisses the notice
//!   ([`App::dismiss_crash_notice`], which moves the reports to `crash-reports/seen/`).

use crate::error::AppError;
use crate::files::{io_error, write_export, WrittenFile};
pub use crate::kernel::crash_context::{current_context, in_context, in_context_of, CrashPlace};
use crate::{App, Clock};
use hexadraft_storage::{ExportAudience, Timestamp};
use serde::{Deserialize, Serialize};
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

/// The folder of crash reports inside the data folder.
pub const CRASH_REPORTS_FOLDER: &str = "crash-reports";
/// Where reports go once the organizer has seen the notice, inside [`CRASH_REPORTS_FOLDER`].
pub const SEEN_FOLDER: &str = "seen";
/// The folder of the log files inside the data folder.
pub const LOGS_FOLDER: &str = "logs";
/// Days of log files kept; older ones are deleted as a new day's file starts.
pub const LOG_DAYS_KEPT: usize = 7;
/// The version of the crash report and diagnostics zip formats.
pub const DIAGNOSTICS_FORMAT: u32 = 1;
/// The most of each log file a zip takes (its end, the most recent lines).
const MAX_LOG_BYTES_PER_FILE: u64 = 4 * 1024 * 1024;
/// Reports kept waiting for the organizer: a panic repeated on every poll of a phone would
/// otherwise fill the disk. The first ones are kept; they tell where it started.
pub const MAX_WAITING_REPORTS: usize = 100;
/// The longest panic message kept in a report.
pub const MAX_MESSAGE_CHARS: usize = 240;

/// One crash report, as written to `crash-reports/` (docs/formats.md, "Diagnostics zip").
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct CrashReport {
    /// [`DIAGNOSTICS_FORMAT`].
    pub format: u32,
    /// The app's version.
    pub app_version: String,
    /// The operating system (`linux`, `windows`, `macos`) and its processor architecture.
    pub os: String,
    /// When, in seconds since 1970 (UTC).
    pub at: u32,
    /// Where.
    pub place: CrashPlace,
    /// The command's name or the phone route's pattern, when known.
    pub name: Option<String>,
    /// False when `name` is only the last command the window started (a command running off the
    /// main thread cannot be told apart from others running then).
    pub name_certain: bool,
    /// The source file, line and column of the panic.
    pub location: Option<String>,
    /// The panic's message, cut before any value it echoes ([`panic_summary`]).
    pub message: String,
}

/// What the first screen shows after a crash: the reports not yet seen.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct CrashNotice {
    /// Reports not yet seen, newest first.
    pub reports: Vec<CrashReport>,
}

/// What goes into a diagnostics zip beyond the reports, the log and the versions.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct DiagnosticsRequest {
    /// Events (and drafts) to add, exported player-safe; none when empty.
    pub journal_ids: Vec<String>,
    /// The file chosen in the system's save dialog; a new dated file in the exports folder when
    /// `None`.
    pub to: Option<String>,
}

/// The last command the window started, for a crash report of a command running off the main
/// thread.
static LAST_COMMAND: Mutex<Option<String>> = Mutex::new(None);

/// A future polled in a context ([`in_context`]) whose panic is caught: it then answers
/// `Err(Panicked)` (the panic hook has written the report) instead of unwinding into the
/// server that polls it.
pub struct CaughtPanic<F> {
    place: CrashPlace,
    name: String,
    inner: std::pin::Pin<Box<F>>,
}

/// The future panicked; its crash report is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Panicked;

impl<F: std::future::Future> CaughtPanic<F> {
    /// `future`, polled as `place`'s `name`.
    pub fn new(place: CrashPlace, name: &str, future: F) -> Self {
        CaughtPanic {
            place,
            name: name.to_owned(),
            inner: Box::pin(future),
        }
    }
}

impl<F: std::future::Future> std::future::Future for CaughtPanic<F> {
    type Output = Result<F::Output, Panicked>;

    fn poll(
        self: std::pin::Pin<&mut Self>,
        cx: &mut std::task::Context<'_>,
    ) -> std::task::Poll<Self::Output> {
        use std::task::Poll;
        // The inner future is boxed, so this one moves freely.
        let this = self.get_mut();
        let (place, name, inner) = (this.place, &this.name, &mut this.inner);
        // AssertUnwindSafe: after a panic the inner future is never polled again (its owner
        // answers `Panicked` and drops it).
        let polled = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            in_context(place, name, || inner.as_mut().poll(cx))
        }));
        match polled {
            Ok(Poll::Ready(output)) => Poll::Ready(Ok(output)),
            Ok(Poll::Pending) => Poll::Pending,
            Err(_) => Poll::Ready(Err(Panicked)),
        }
    }
}

/// Remembers the command the window just started (its name only).
pub fn command_started(name: &str) {
    if let Ok(mut last) = LAST_COMMAND.lock() {
        *last = Some(name.to_owned());
    }
}

/// Where a panic happening now on this thread is: the thread's context, else the last command.
fn current_place() -> (CrashPlace, Option<String>, bool) {
    if let Some((place, name)) = current_context() {
        return (place, Some(name), true);
    }
    // try_lock: a panic while the lock is held must not wait on itself.
    match LAST_COMMAND.try_lock().ok().and_then(|last| last.clone()) {
        Some(name) => (CrashPlace::Command, Some(name), false),
        None => (CrashPlace::Elsewhere, None, false),
    }
}

/// The panic's message as a report keeps it: cut where a standard message starts echoing a
/// value (an `Err` or `None` unwrapped with its contents, a string sliced at a bad index, a
/// `RefCell` or assertion with its operands), and at [`MAX_MESSAGE_CHARS`]. Values could be a
/// seat code, a salt or a hidden choice; the kind of failure and its place are what helps.
pub fn panic_summary(message: &str) -> String {
    const ECHOES: [&str; 5] = [" value: ", " of `", "; it is inside", "\n", ": "];
    let mut cut = message;
    for echo in ECHOES {
        if let Some(at) = cut.find(echo) {
            cut = &cut[..at];
        }
    }
    let kept: String = cut.chars().take(MAX_MESSAGE_CHARS).collect();
    if kept.len() < message.len() {
        format!("{kept} …")
    } else {
        kept
    }
}

/// Installs the process's panic hook: each panic writes a crash report to
/// `<data_dir>/crash-reports/` and says on standard error what the report says. It replaces
/// the standard hook, whose message would echo the values [`panic_summary`] leaves out.
pub fn install_panic_hook(data_dir: &Path, app_version: &str, clock: Arc<dyn Clock>) {
    let folder = data_dir.join(CRASH_REPORTS_FOLDER);
    let app_version = app_version.to_owned();
    std::panic::set_hook(Box::new(move |info| {
        let message = info
            .payload()
            .downcast_ref::<&str>()
            .map(|s| (*s).to_owned())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_default();
        let (place, name, name_certain) = current_place();
        let report = CrashReport {
            format: DIAGNOSTICS_FORMAT,
            app_version: app_version.clone(),
            os: os_name(),
            at: clock.now().unix_seconds(),
            place,
            name,
            name_certain,
            location: info
                .location()
                .map(|l| format!("{}:{}:{}", l.file(), l.line(), l.column())),
            message: panic_summary(&message),
        };
        match write_crash_report(&folder, &report) {
            Ok(path) => tracing::error!(
                place = ?report.place,
                name = report.name.as_deref().unwrap_or("-"),
                report = %path.display(),
                "panic caught; crash report written"
            ),
            Err(e) => tracing::error!(error = %e, "panic caught; no crash report could be written"),
        }
        eprintln!(
            "Hexadraft panicked at {}: {}",
            report.location.as_deref().unwrap_or("?"),
            report.message
        );
    }));
}

fn os_name() -> String {
    format!("{} {}", std::env::consts::OS, std::env::consts::ARCH)
}

/// Writes `report` to a new file `crash-<time>.json` in `folder` (created if needed), never over
/// another report, unless [`MAX_WAITING_REPORTS`] wait there already.
///
/// # Errors
/// When the folder or the file cannot be written, or the folder is full.
pub fn write_crash_report(folder: &Path, report: &CrashReport) -> std::io::Result<PathBuf> {
    std::fs::create_dir_all(folder)?;
    if files_in(folder).len() >= MAX_WAITING_REPORTS {
        return Err(std::io::Error::other(format!(
            "{MAX_WAITING_REPORTS} crash reports already wait to be seen"
        )));
    }
    let bytes = serde_json::to_vec_pretty(report).map_err(std::io::Error::other)?;
    let stamp = crate::files::file_stamp(Timestamp::from_unix_seconds(report.at));
    for n in 1..=999u32 {
        let name = if n == 1 {
            format!("crash-{stamp}.json")
        } else {
            format!("crash-{stamp}-{n}.json")
        };
        let path = folder.join(name);
        match std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&path)
        {
            Ok(mut file) => {
                file.write_all(&bytes)?;
                file.sync_all()?;
                return Ok(path);
            }
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {}
            Err(e) => return Err(e),
        }
    }
    Err(std::io::Error::other(
        "too many crash reports in one second",
    ))
}

/// The subscriber that writes the app's log lines (level info and above, no colours) to
/// `writer`. [`start_log`] gives it the daily file; tests a buffer.
pub fn log_subscriber<W>(writer: W) -> impl tracing::Subscriber + Send + Sync
where
    W: for<'w> tracing_subscriber::fmt::MakeWriter<'w> + Send + Sync + 'static,
{
    tracing_subscriber::fmt()
        .with_writer(writer)
        .with_ansi(false)
        .with_max_level(tracing::Level::INFO)
        .finish()
}

/// Starts the app's log: lines go to `<data_dir>/logs/hexadraft.<date>.log`, a new file each day
/// (UTC), the newest [`LOG_DAYS_KEPT`] kept. Each line is written when it is logged (no
/// background writer), so the lines before a crash are on disk.
///
/// # Errors
/// When the folder cannot be made, or a log was started already in this process.
pub fn start_log(data_dir: &Path) -> Result<(), String> {
    let folder = data_dir.join(LOGS_FOLDER);
    // Made first: the appender looks for old files to delete before it makes its folder.
    std::fs::create_dir_all(&folder).map_err(|e| e.to_string())?;
    let appender = tracing_appender::rolling::Builder::new()
        .rotation(tracing_appender::rolling::Rotation::DAILY)
        .filename_prefix("hexadraft")
        .filename_suffix("log")
        .max_log_files(LOG_DAYS_KEPT)
        .build(&folder)
        .map_err(|e| e.to_string())?;
    tracing::subscriber::set_global_default(log_subscriber(appender)).map_err(|e| e.to_string())
}

/// The files of `folder` (not its subfolders), by name.
fn files_in(folder: &Path) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return Vec::new();
    };
    let mut files: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| path.is_file())
        .collect();
    files.sort();
    files
}

fn read_report(path: &Path) -> Option<CrashReport> {
    let text = std::fs::read(path).ok()?;
    serde_json::from_slice(&text).ok()
}

/// The end of a file, at most `max` bytes.
fn read_tail(path: &Path, max: u64) -> std::io::Result<Vec<u8>> {
    use std::io::{Seek, SeekFrom};
    let mut file = std::fs::File::open(path)?;
    let length = file.metadata()?.len();
    file.seek(SeekFrom::Start(length.saturating_sub(max)))?;
    let mut bytes = Vec::new();
    file.take(max).read_to_end(&mut bytes)?;
    Ok(bytes)
}

/// The versions a zip records.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
struct ZipManifest {
    format: u32,
    app_version: String,
    os: String,
    created_at: u32,
    pack_id: String,
    pack_version: String,
    ia_pack_version: String,
    crash_reports: usize,
    log_files: usize,
    journals: Vec<String>,
}

impl App {
    fn crash_reports_dir(&self) -> PathBuf {
        self.data_dir.join(CRASH_REPORTS_FOLDER)
    }

    /// The crash reports not yet seen, newest first: the first screen says so when there are any.
    pub fn crash_notice(&self) -> CrashNotice {
        let mut reports: Vec<CrashReport> = files_in(&self.crash_reports_dir())
            .iter()
            .filter(|path| path.extension().is_some_and(|e| e == "json"))
            .filter_map(|path| read_report(path))
            .collect();
        reports.sort_by_key(|r| std::cmp::Reverse(r.at));
        CrashNotice { reports }
    }

    /// The organizer has seen the notice: its reports move to `crash-reports/seen/`, where a
    /// later diagnostics zip still finds them.
    ///
    /// # Errors
    /// When a report cannot be moved (those moved stay moved).
    pub fn dismiss_crash_notice(&self) -> Result<(), AppError> {
        let folder = self.crash_reports_dir();
        let seen = folder.join(SEEN_FOLDER);
        for path in files_in(&folder) {
            std::fs::create_dir_all(&seen).map_err(|e| io_error("create the folder", &seen, &e))?;
            let Some(name) = path.file_name() else {
                continue;
            };
            std::fs::rename(&path, seen.join(name)).map_err(|e| io_error("move", &path, &e))?;
        }
        Ok(())
    }

    /// Writes a diagnostics zip (docs/formats.md, "Diagnostics zip"): every crash report, the
    /// recent log files, the versions, and the chosen journals exported player-safe. Nothing is
    /// sent anywhere, and nothing else changes: the notice stays until it is dismissed.
    ///
    /// # Errors
    /// An unknown journal, or a zip that cannot be written (a full disk, a folder without
    /// permission): a storage error naming the file; no part of a zip is left behind.
    pub fn export_diagnostics(
        &self,
        request: &DiagnosticsRequest,
    ) -> Result<WrittenFile, AppError> {
        let journals = if request.journal_ids.is_empty() {
            None
        } else {
            Some(self.export_journals_text(&request.journal_ids, ExportAudience::PlayerSafe)?)
        };
        let mut reports = files_in(&self.crash_reports_dir());
        reports.extend(files_in(&self.crash_reports_dir().join(SEEN_FOLDER)));
        let logs = files_in(&self.data_dir.join(LOGS_FOLDER));
        let info = self.info();
        let manifest = ZipManifest {
            format: DIAGNOSTICS_FORMAT,
            app_version: info.version,
            os: os_name(),
            created_at: self.now().unix_seconds(),
            pack_id: info.pack_id,
            pack_version: info.pack_version,
            ia_pack_version: self.ia_catalog().info().version.clone(),
            crash_reports: reports.len(),
            log_files: logs.len(),
            journals: request.journal_ids.clone(),
        };
        let zip_error = |e: zip::result::ZipError| {
            io_error(
                "make the diagnostics zip",
                &self.exports_dir(),
                &std::io::Error::other(e),
            )
        };
        let mut zip = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
        let options = zip::write::SimpleFileOptions::default()
            .compression_method(zip::CompressionMethod::Deflated);
        let mut add = |name: String, bytes: &[u8]| -> Result<(), AppError> {
            zip.start_file(name.as_str(), options).map_err(zip_error)?;
            zip.write_all(bytes)
                .map_err(|e| io_error("make the diagnostics zip", &self.exports_dir(), &e))
        };
        let manifest_json = serde_json::to_vec_pretty(&manifest).map_err(|e| {
            io_error(
                "make the diagnostics zip",
                &self.exports_dir(),
                &std::io::Error::other(e),
            )
        })?;
        add("hexadraft-diagnostics.json".to_owned(), &manifest_json)?;
        for path in &reports {
            let bytes = std::fs::read(path).map_err(|e| io_error("read", path, &e))?;
            add(format!("crash-reports/{}", file_name(path)), &bytes)?;
        }
        for path in &logs {
            let bytes =
                read_tail(path, MAX_LOG_BYTES_PER_FILE).map_err(|e| io_error("read", path, &e))?;
            add(format!("logs/{}", file_name(path)), &bytes)?;
        }
        if let Some(text) = journals {
            add("journals-player-safe.json".to_owned(), text.as_bytes())?;
        }
        let bytes = zip.finish().map_err(zip_error)?.into_inner();
        let written = write_export(
            &self.exports_dir(),
            "hexadraft-diagnostics",
            "zip",
            self.now(),
            &bytes,
            request.to.as_deref(),
        )?;
        tracing::info!(
            crash_reports = reports.len(),
            log_files = logs.len(),
            journals = request.journal_ids.len(),
            "diagnostics zip written"
        );
        Ok(written)
    }
}

fn file_name(path: &Path) -> String {
    path.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_panic_summary_keeps_the_kind_of_failure_and_drops_the_values_it_echoes() {
        assert_eq!(
            panic_summary("called `Result::unwrap()` on an `Err` value: SeatCode(\"4711\")"),
            "called `Result::unwrap()` on an `Err` …"
        );
        assert_eq!(
            panic_summary(
                "byte index 2 is not a char boundary; it is inside 'é' (bytes 1..3) of `sécret`"
            ),
            "byte index 2 is not a char boundary …"
        );
        assert_eq!(
            panic_summary("assertion `left == right` failed\n  left: \"salt\"\n right: 2"),
            "assertion `left == right` failed …"
        );
        assert_eq!(
            panic_summary("index out of bounds: the len is 3 but the index is 5"),
            "index out of bounds …"
        );
        assert_eq!(panic_summary("plain"), "plain");
        assert_eq!(panic_summary(&"x".repeat(500)).chars().count(), 240 + 2);
    }

    #[test]
    fn the_context_is_restored_after_work_that_panics() {
        let outcome = std::panic::catch_unwind(|| {
            in_context(CrashPlace::PhoneRequest, "/api/s/{token}", || {
                assert_eq!(
                    current_place(),
                    (
                        CrashPlace::PhoneRequest,
                        Some("/api/s/{token}".to_owned()),
                        true
                    )
                );
                std::panic::resume_unwind(Box::new("stop"));
            })
        });
        assert!(outcome.is_err());
        assert_eq!(current_context(), None);
    }

    #[test]
    fn the_log_is_a_dated_file_in_the_logs_folder_and_starts_once_a_process() {
        let dir = tempfile::tempdir().unwrap();
        start_log(dir.path()).unwrap();
        tracing::info!(journal = "draft-1", seq = 3, "entry appended");
        let files = files_in(&dir.path().join(LOGS_FOLDER));
        assert_eq!(files.len(), 1);
        let name = file_name(&files[0]);
        assert!(
            name.starts_with("hexadraft.") && name.ends_with(".log") && name.len() == 24,
            "{name}"
        );
        let text = std::fs::read_to_string(&files[0]).unwrap();
        assert!(
            text.contains("INFO") && text.contains("entry appended journal=\"draft-1\" seq=3"),
            "{text}"
        );
        assert!(start_log(dir.path()).is_err(), "one log a process");
    }

    #[test]
    fn reports_of_the_same_second_never_overwrite_each_other() {
        let dir = tempfile::tempdir().unwrap();
        let report = CrashReport {
            format: DIAGNOSTICS_FORMAT,
            app_version: "0.1.0".to_owned(),
            os: os_name(),
            at: 1_700_000_000,
            place: CrashPlace::Elsewhere,
            name: None,
            name_certain: false,
            location: None,
            message: "m".to_owned(),
        };
        let first = write_crash_report(dir.path(), &report).unwrap();
        let second = write_crash_report(dir.path(), &report).unwrap();
        assert_ne!(first, second);
        assert_eq!(files_in(dir.path()).len(), 2);
        // A panic on every poll stops adding reports at the bound; the first ones stay.
        let later = CrashReport {
            at: report.at + 1,
            ..report
        };
        while write_crash_report(dir.path(), &later).is_ok() {}
        let files = files_in(dir.path());
        assert_eq!(files.len(), MAX_WAITING_REPORTS);
        assert!(files.contains(&first) && files.contains(&second));
    }
}
