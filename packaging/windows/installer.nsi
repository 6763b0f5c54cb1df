; The cleverdesk installer for Windows (NSIS 3, built on Linux by build_windows.py):
;
;   makensis -DVERSION=0.1.0 -DVERSION4=0.1.0.0 -DBUNDLE=<folder> -DOUTFILE=<setup.exe>
;            -DSIZE_KB=<n> -DICON=<cleverdesk.ico> -DWIZARD_BMP=<164x314.bmp>
;            -DHEADER_BMP=<150x57.bmp> [-DSIGN_COMMAND=<command with %1>] installer.nsi
;
; Per user, no administrator rights: the program goes to %LOCALAPPDATA%\Programs\cleverdesk (the
; folder Windows uses for per-user programs), a Start-menu entry with the icon, optionally a
; desktop shortcut, and an uninstaller listed in "Apps & features" (HKCU). `/S` installs silently
; (Start-menu entry only; `/DESKTOP` adds the desktop shortcut), `/D=<folder>` elsewhere. The
; uninstaller removes the program, its shortcuts, its entry and Qt's cache (%TEMP%\cleverdesk),
; never the player's data (%LOCALAPPDATA%\cleverdesk: settings, saves, history).
;
; While cleverdesk runs (it holds the named mutex RUNNING_MUTEX, cleverdesk/running.py) Windows
; would not let its files be replaced or deleted: the installer and the uninstaller look for the
; mutex before they change anything and ask the player to close cleverdesk (Retry) or to leave
; everything as it is (Cancel). Silent (/S), they change nothing and exit with EXIT_RUNNING.
;
; Exit codes: 0 done, 1 cancelled by the player, 2 aborted, 3 (EXIT_RUNNING) cleverdesk was
; running and nothing was changed. The uninstaller runs from a copy of itself in %TEMP%, so
; its own exit code is the copy's only with `uninstall.exe /S _?=<folder>`.

Unicode true
Target amd64-unicode
ManifestDPIAware true
; zlib: 55 MB in ~20 s of CPU; LZMA (solid) would make 33 MB but takes ~8x the time,
; minutes in CI, for a download made once
SetCompressor zlib
RequestExecutionLevel user

!define APP "cleverdesk"
!define RUNNING_MUTEX "cleverdesk-running"
!define EXIT_RUNNING 3
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
!include "LogicLib.nsh"

; Signing the uninstaller NSIS writes (the installer itself is signed after makensis): the
; command gets the file as %1 (packaging/sign.py windows --file %1)
!ifdef SIGN_COMMAND
  !uninstfinalize '${SIGN_COMMAND}' = 0
!endif

Var Upgrade  ; 1 when a cleverdesk is installed in $INSTDIR already

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_WELCOMEFINISHPAGE_BITMAP "${WIZARD_BMP}"
!define MUI_UNWELCOMEFINISHPAGE_BITMAP "${WIZARD_BMP}"
!define MUI_HEADERIMAGE
!define MUI_HEADERIMAGE_RIGHT
!define MUI_HEADERIMAGE_BITMAP "${HEADER_BMP}"
!define MUI_HEADERIMAGE_UNBITMAP "${HEADER_BMP}"
!define MUI_ABORTWARNING
!define MUI_COMPONENTSPAGE_NODESC
!define MUI_FINISHPAGE_RUN "$INSTDIR\cleverdesk.exe"

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_INSTFILES
; "Run cleverdesk" is ticked after a first installation, not after an update (the player may be
; updating for later); a silent installation shows no page and starts nothing
!define MUI_PAGE_CUSTOMFUNCTION_SHOW FinishPageShow
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
LangString RUNNING ${LANG_ENGLISH} "cleverdesk is running. Please close it, then choose Retry.$\r$\n$\r$\nCancel leaves everything as it is."
LangString RUNNING ${LANG_GERMAN} "cleverdesk läuft noch. Bitte schließe es und wähle dann Wiederholen.$\r$\n$\r$\nAbbrechen lässt alles, wie es ist."
LangString RUNNING ${LANG_DUTCH} "cleverdesk is nog geopend. Sluit het en kies dan Opnieuw.$\r$\n$\r$\nAnnuleren laat alles zoals het is."
LangString LOCKED ${LANG_ENGLISH} "Some files of cleverdesk could not be replaced. Close cleverdesk and run the setup again."
LangString LOCKED ${LANG_GERMAN} "Einige Dateien von cleverdesk ließen sich nicht ersetzen. Schließe cleverdesk und starte die Installation noch einmal."
LangString LOCKED ${LANG_DUTCH} "Sommige bestanden van cleverdesk konden niet worden vervangen. Sluit cleverdesk en start de installatie opnieuw."

; While a cleverdesk runs: Retry looks again, Cancel (and /S) quits with EXIT_RUNNING before
; anything was changed. OpenMutexW with SYNCHRONIZE (0x00100000) only looks, it holds nothing.
!macro CLOSE_RUNNING_FUNCTION PREFIX
Function ${PREFIX}CloseRunningCleverdesk
  look:
    System::Call 'kernel32::OpenMutexW(i 0x00100000, i 0, w "${RUNNING_MUTEX}") p .r0'
    StrCmp $0 0 closed
    System::Call 'kernel32::CloseHandle(p r0)'
    MessageBox MB_RETRYCANCEL|MB_ICONEXCLAMATION "$(RUNNING)" /SD IDCANCEL IDRETRY look
    SetErrorLevel ${EXIT_RUNNING}
    Quit
  closed:
FunctionEnd
!macroend
!insertmacro CLOSE_RUNNING_FUNCTION ""
!insertmacro CLOSE_RUNNING_FUNCTION "un."

Section "!$(PROGRAM)" SecProgram
  SectionIn RO
  ; again: cleverdesk may have been started while the pages were shown
  Call CloseRunningCleverdesk
  SetOutPath "$INSTDIR"
  ; an update replaces the whole folder: no file of an older version stays behind
  RMDir /r "$INSTDIR\_internal"
  ClearErrors
  File /r "${BUNDLE}\*"
  IfErrors 0 +3
    MessageBox MB_ICONSTOP "$(LOCKED)" /SD IDOK
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
  Call CloseRunningCleverdesk
  ${GetParameters} $0
  ClearErrors
  ${GetOptions} $0 "/DESKTOP" $1
  IfErrors +2 0
    SectionSetFlags ${SecDesktop} ${SF_SELECTED}
  StrCpy $Upgrade 0
  IfFileExists "$INSTDIR\cleverdesk.exe" 0 +2
    StrCpy $Upgrade 1
FunctionEnd

Function FinishPageShow
  ${If} $Upgrade == 1
    SendMessage $mui.FinishPage.Run ${BM_SETCHECK} ${BST_UNCHECKED} 0
  ${EndIf}
FunctionEnd

Function un.onInit
  Call un.CloseRunningCleverdesk
FunctionEnd

Section "Uninstall"
  Call un.CloseRunningCleverdesk
  Delete "$SMPROGRAMS\${APP}.lnk"
  Delete "$DESKTOP\${APP}.lnk"
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\cleverdesk.exe"
  Delete "$INSTDIR\cleverdesk-cli.exe"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
  ; Qt's compiled QML and pipelines (cleverdesk/store/paths.py cache_dir): built again if needed
  RMDir /r "$TEMP\${APP}"
SectionEnd
