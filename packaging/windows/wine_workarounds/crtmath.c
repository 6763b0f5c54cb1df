/* Wine workaround, for the smoke test and the build under Wine only: NEVER shipped.
 *
 * numpy 2.x imports the C99 complex accessors (crealf, cimag …) from the API set
 * api-ms-win-crt-math-l1-1-0.dll; Wine 8.0 maps that API set to its ucrtbase.dll, where they
 * are unimplemented stubs, and numpy calls crealf while it is imported: the process aborts.
 * An API set name cannot be overridden in Wine (its loader maps it before looking for files),
 * so the check renames the import in its own copy of numpy's _multiarray_umath.pyd to this
 * DLL (wine_workarounds.py, reversibly); everything else this DLL exports is forwarded to
 * ucrtbase (the forwarders are written into its .def file when it is built).
 *
 * MSVC's complex types are structs of two floats/doubles (its long double is a double); in the
 * x64 calling convention an 8-byte struct is passed in a register, a 16-byte one by pointer,
 * exactly as GCC passes these structs. */
typedef struct { float part[2]; } Fcomplex;
typedef struct { double part[2]; } Dcomplex;

#define EXPORT __declspec(dllexport)
EXPORT float crealf(Fcomplex z) { return z.part[0]; }
EXPORT float cimagf(Fcomplex z) { return z.part[1]; }
EXPORT double creal(Dcomplex z) { return z.part[0]; }
EXPORT double cimag(Dcomplex z) { return z.part[1]; }
EXPORT double creall(Dcomplex z) { return z.part[0]; }
EXPORT double cimagl(Dcomplex z) { return z.part[1]; }

int __stdcall DllMain(void *instance, unsigned reason, void *reserved)
{
    (void)instance; (void)reason; (void)reserved;
    return 1;
}
