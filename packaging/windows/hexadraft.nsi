; Hexadraft's Windows installer, built by scripts/package-windows.sh with Debian's makensis.
;
; Tauri's own NSIS bundler cannot run on our machines (on Linux it always downloads a plugin DLL
; from the internet), so the installer is written here by hand: a 64-bit installer that installs
; for the current user without administrator rights, as most organizers' laptops allow.
;
; makensis -INPUTCHARSET UTF8 -DVERSION=0.1.0 -DVERSION_QUAD=0.1.0.0 -DSTAGE=<folder> -DICON=<.ico>
;          -DOUTFILE=<installer> packaging/windows/hexadraft.nsi
;   VERSION       the version from Cargo, shown in "Apps & features"
;   VERSION_QUAD  the same as four numbers, which Windows' file version resource requires
;   STAGE         hexadraft.exe, WebView2Loader.dll, README.txt and notices/, as in the portable zip
;   ICON          the installer's and uninstaller's icon (src-tauri/icons/icon.ico)
; Paths given at build time use "/" (makensis runs on Linux); paths on the person's PC use "\".

Unicode true
Target amd64-unicode
SetCompressor /SOLID lzma
ManifestDPIAware true

!macro Require NAME
  !ifndef ${NAME}
    !error "pass ${NAME} with -D (see the head of this file)"
  !endif
!macroend
!insertmacro Require VERSION
!insertmacro Require VERSION_QUAD
!insertmacro Require STAGE
!insertmacro Require ICON
!insertmacro Require OUTFILE

!include "MUI2.nsh"
!include "LogicLib.nsh"
!include "FileFunc.nsh"

!define PRODUCT "Hexadraft"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\Hexadraft"
; The Evergreen WebView2 Runtime's client id: Microsoft's documented way to tell that it is installed
; is a version ("pv") under this id, machine-wide (32-bit view) or for the current user.
!define WEBVIEW2_CLIENT "Microsoft\EdgeUpdate\Clients\{F3017226-FE2A-4295-8BDF-00C3A9A7E4C5}"
!define WEBVIEW2_PAGE "https://developer.microsoft.com/microsoft-edge/webview2/"

Name "${PRODUCT}"
OutFile "${OUTFILE}"
; Per user, like other apps that install without administrator rights: no UAC prompt.
InstallDir "$LOCALAPPDATA\Programs\${PRODUCT}"
InstallDirRegKey HKCU "${UNINSTALL_KEY}" "InstallLocation"
RequestExecutionLevel user
BrandingText "${PRODUCT} ${VERSION}"

VIProductVersion "${VERSION_QUAD}"
VIFileVersion "${VERSION_QUAD}"
VIAddVersionKey /LANG=0 "ProductName" "${PRODUCT}"
VIAddVersionKey /LANG=0 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "FileDescription" "${PRODUCT} ${VERSION} installer"
VIAddVersionKey /LANG=0 "LegalCopyright" "MIT License"

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\hexadraft.exe"
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
; The app speaks English and Spanish; the installer follows Windows' display language between them.
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "Spanish"

LangString WebView2Missing ${LANG_ENGLISH} "Hexadraft shows its screens with Microsoft Edge WebView2 Runtime, which this computer does not have yet. Windows 11 and up-to-date Windows 10 include it.$\r$\n$\r$\nInstall it from Microsoft (the Evergreen Bootstrapper, free), then start Hexadraft from the Start menu. Hexadraft is installed either way.$\r$\n$\r$\nOpen Microsoft's WebView2 download page now?"
LangString WebView2Missing ${LANG_SPANISH} "Hexadraft muestra sus pantallas con Microsoft Edge WebView2 Runtime, que este equipo aún no tiene. Windows 11 y Windows 10 actualizado lo incluyen.$\r$\n$\r$\nInstálelo desde Microsoft (el Evergreen Bootstrapper, gratuito) y después abra Hexadraft desde el menú Inicio. Hexadraft queda instalado en cualquier caso.$\r$\n$\r$\n¿Abrir ahora la página de descarga de WebView2 de Microsoft?"

Section "Install"
  SetOutPath "$INSTDIR"
  File "${STAGE}/hexadraft.exe"
  ; The -gnu build loads WebView2Loader.dll at run time (an MSVC build links it in): it must sit
  ; beside the executable.
  File "${STAGE}/WebView2Loader.dll"
  File "${STAGE}/README.txt"
  SetOutPath "$INSTDIR\notices"
  File "${STAGE}/notices/*.txt"
  SetOutPath "$INSTDIR"

  WriteUninstaller "$INSTDIR\uninstall.exe"
  CreateShortCut "$SMPROGRAMS\${PRODUCT}.lnk" "$INSTDIR\hexadraft.exe"

  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${PRODUCT}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "${PRODUCT}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\hexadraft.exe"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "EstimatedSize" $0

  Call CheckWebView2
SectionEnd

; Tells the person what to do when WebView2 is missing; the app is installed regardless. A silent
; install (/S, as IT departments and our tests run it) asks nothing.
Function CheckWebView2
  ReadRegStr $0 HKLM "SOFTWARE\WOW6432Node\${WEBVIEW2_CLIENT}" "pv"
  ${If} $0 == ""
  ${OrIf} $0 == "0.0.0.0"
    ReadRegStr $0 HKCU "Software\${WEBVIEW2_CLIENT}" "pv"
  ${EndIf}
  ${If} $0 == ""
  ${OrIf} $0 == "0.0.0.0"
    IfSilent done
    MessageBox MB_YESNO|MB_ICONEXCLAMATION "$(WebView2Missing)" /SD IDNO IDNO done
    ExecShell "open" "${WEBVIEW2_PAGE}"
  ${EndIf}
  done:
FunctionEnd

; Removes what the installer wrote, file by file, and nothing else: the events, drafts and
; settings live in the person's data folder (%APPDATA%\app.hexadraft.desktop) and stay.
Section "Uninstall"
  Delete "$INSTDIR\hexadraft.exe"
  Delete "$INSTDIR\WebView2Loader.dll"
  Delete "$INSTDIR\README.txt"
  Delete "$INSTDIR\notices\*.txt"
  RMDir "$INSTDIR\notices"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  Delete "$SMPROGRAMS\${PRODUCT}.lnk"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
SectionEnd
