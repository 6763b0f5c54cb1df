/* Wine workaround, for the smoke test and the build under Wine only: NEVER shipped.
 *
 * pydantic-core (Rust's standard library, 1.78+) takes its random numbers from ProcessPrng in
 * bcryptprimitives.dll (Windows 10+), which Wine 8.0 lacks: `import pydantic_core` fails with
 * "DLL load failed". This stand-in answers from the same system generator through
 * RtlGenRandom (advapi32's SystemFunction036). */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
    while (length) {
        ULONG part = length > 0x10000000 ? 0x10000000 : (ULONG)length;
        if (!SystemFunction036(data, part))
            return FALSE;
        data += part;
        length -= part;
    }
    return TRUE;
}

BOOL WINAPI DllMain(HINSTANCE instance, DWORD reason, LPVOID reserved)
{
    (void)instance; (void)reason; (void)reserved;
    return TRUE;
}
