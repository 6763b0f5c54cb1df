; The cleverdesk installer for Windows (NSIS 3, built on Linux by build_windows.py):
;
;   makensis -DVERSION=0.1.0 -DVERSION4=0.1.0.0 -DBUNDLE=<folder> -DOUTFILE=<setup.exe>
;            -DSIZE_KB=<n> -DICON=<cleverdesk.ico> installer.nsi
;
; Per user, no administrator rights: the program goes to %LOCALAPPDATA%\Programs\cleverdesk (the
; folder Windows uses for per-user programs), a Start-menu entry with the icon, optionally a
; desktop shortcut, and an uninstaller listed in "Apps & features" (HKCU). `/S` installs silently
; (Start-menu entry only; `/DESKTOP` adds the desktop shortcut), `/D=<folder>` elsewhere. The
; uninstaller removes the program, its shortcuts and its entry, never the player's data
; (%LOCALAPPDATA%\cleverdesk: settings, saves, history).

Unicode true
Target amd64-unicode
ManifestDPIAware true
; zlib: 55 MB in ~20 s of CPU; LZMA (solid) would make 33 MB but takes ~8x the time,
; minutes in CI, for a download made once
SetCompressor zlib
RequestExecutionLevel user

!define APP "cleverdesk"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APP}"

Name "${APP} ${VERSION}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\${APP}"
InstallDirRegKey HKCU "${UNINSTALL_KEY}" "InstallLocation"
BrandingText "${APP} ${VERSION}"

VIProductVersion "${VERSION4}"
VIFileVersion "${VERSION4}"
VIAddVersionKey /LANG=0 "ProductName" "${APP}"
VIAddVersionKey /LANG=0 "FileDescription" "${APP} ${VERSION} setup"
VIAddVersionKey /LANG=0 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "CompanyName" "${APP}"
VIAddVersionKey /LANG=0 "LegalCopyright" "${APP} contributors"

!include "MUI2.nsh"
!include "FileFunc.nsh"

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_ABORTWARNING
!define MUI_COMPONENTSPAGE_NODESC
!define MUI_FINISHPAGE_RUN "$INSTDIR\cleverdesk.exe"

!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

; the desk's own languages; the installer follows the system's
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "German"
!insertmacro MUI_LANGUAGE "Dutch"

LangString DESKTOP ${LANG_ENGLISH} "Desktop shortcut"
LangString DESKTOP ${LANG_GERMAN} "Verknüpfung auf dem Desktop"
LangString DESKTOP ${LANG_DUTCH} "Snelkoppeling op het bureaublad"
LangString PROGRAM ${LANG_ENGLISH} "cleverdesk (required)"
LangString PROGRAM ${LANG_GERMAN} "cleverdesk (erforderlich)"
LangString PROGRAM ${LANG_DUTCH} "cleverdesk (vereist)"
LangString RUNNING ${LANG_ENGLISH} "Please close cleverdesk first."
LangString RUNNING ${LANG_GERMAN} "Bitte zuerst cleverdesk schließen."
LangString RUNNING ${LANG_DUTCH} "Sluit eerst cleverdesk."

Section "!$(PROGRAM)" SecProgram
  SectionIn RO
  SetOutPath "$INSTDIR"
  ; an update replaces the whole folder: no file of an older version stays behind
  RMDir /r "$INSTDIR\_internal"
  ClearErrors
  File /r "${BUNDLE}\*"
  IfErrors 0 +3
    MessageBox MB_ICONSTOP "$(RUNNING)" /SD IDOK
    Abort
  WriteUninstaller "$INSTDIR\uninstall.exe"
  CreateShortcut "$SMPROGRAMS\${APP}.lnk" "$INSTDIR\cleverdesk.exe" "" "$INSTDIR\cleverdesk.exe" 0

  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${APP}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "${APP}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\cleverdesk.exe,0"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "EstimatedSize" ${SIZE_KB}
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
SectionEnd

Section /o "$(DESKTOP)" SecDesktop
  CreateShortcut "$DESKTOP\${APP}.lnk" "$INSTDIR\cleverdesk.exe" "" "$INSTDIR\cleverdesk.exe" 0
SectionEnd

Function .onInit
  ${GetParameters} $0
  ClearErrors
  ${GetOptions} $0 "/DESKTOP" $1
  IfErrors +2 0
    SectionSetFlags ${SecDesktop} ${SF_SELECTED}
FunctionEnd

Section "Uninstall"
  Delete "$SMPROGRAMS\${APP}.lnk"
  Delete "$DESKTOP\${APP}.lnk"
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\cleverdesk.exe"
  Delete "$INSTDIR\cleverdesk-cli.exe"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
SectionEnd
