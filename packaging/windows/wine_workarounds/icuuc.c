/* Wine workaround, for the smoke test and the build under Wine only: NEVER shipped.
 *
 * PySide6's Qt6Core.dll links to Windows' own ICU (icuuc.dll, part of Windows 10 1703+), which
 * Wine 8.0 does not have, so Qt does not load at all. Qt uses it only for text codecs
 * (QStringConverter's ucnv_* back end, for encodings other than UTF-8/16/32 and Latin-1): this
 * stand-in has no converters, so Qt treats every such encoding as unknown. cleverdesk only reads
 * and writes UTF-8. */
#include <stddef.h>
#include <stdint.h>

typedef int UErrorCode;
#define U_FILE_ACCESS_ERROR 4
#define EXPORT __declspec(dllexport)

EXPORT void *ucnv_open(const char *name, UErrorCode *error)
{
    (void)name;
    if (error && *error <= 0)
        *error = U_FILE_ACCESS_ERROR;
    return NULL;
}

EXPORT const char *ucnv_getStandardName(const char *name, const char *standard, UErrorCode *error)
{
    (void)name; (void)standard;
    if (error && *error <= 0)
        *error = U_FILE_ACCESS_ERROR;
    return NULL;
}

EXPORT int32_t ucnv_countAvailable(void) { return 0; }
EXPORT const char *ucnv_getAvailableName(int32_t n) { (void)n; return NULL; }

/* The rest take a converter, and none can be opened: never called. */
#define NEVER_CALLED(name) EXPORT intptr_t name(void) { return 0; }
NEVER_CALLED(ucnv_close)
NEVER_CALLED(ucnv_reset)
NEVER_CALLED(ucnv_getMaxCharSize)
NEVER_CALLED(ucnv_getName)
NEVER_CALLED(ucnv_getToUCallBack)
NEVER_CALLED(ucnv_getFromUCallBack)
NEVER_CALLED(ucnv_setToUCallBack)
NEVER_CALLED(ucnv_setFromUCallBack)
NEVER_CALLED(ucnv_cbToUWriteUChars)
NEVER_CALLED(ucnv_cbFromUWriteUChars)
NEVER_CALLED(ucnv_toUnicode)
NEVER_CALLED(ucnv_fromUnicode)
NEVER_CALLED(ucnv_toUCountPending)
NEVER_CALLED(ucnv_fromUCountPending)
NEVER_CALLED(UCNV_FROM_U_CALLBACK_SUBSTITUTE)
NEVER_CALLED(UCNV_TO_U_CALLBACK_SUBSTITUTE)

int __stdcall DllMain(void *instance, unsigned reason, void *reserved)
{
    (void)instance; (void)reason; (void)reserved;
    return 1;
}
