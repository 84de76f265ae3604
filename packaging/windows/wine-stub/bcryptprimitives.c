/* A stand-in for Windows' bcryptprimitives.dll, for running our Windows builds under Wine 8 in
 * tests only (scripts/test-windows.sh puts it in a throwaway wine prefix; nothing ships it).
 *
 * Rust's standard library (1.78 and later) draws its random numbers from ProcessPrng in
 * bcryptprimitives.dll, which every Windows 10 and 11 has and Debian 12's Wine 8 lacks: without
 * it no Rust exe starts under that wine. This one export answers from RtlGenRandom (advapi32's
 * SystemFunction036), the system's own generator, which Wine has. */
#include <windows.h>

#define RtlGenRandom SystemFunction036
BOOLEAN WINAPI RtlGenRandom(PVOID buffer, ULONG length);

BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length) {
    while (length > 0) {
        /* RtlGenRandom takes a ULONG length: large requests go in pieces. */
        ULONG piece = length > 0x10000000 ? 0x10000000 : (ULONG)length;
        if (!RtlGenRandom(data, piece)) {
            return FALSE;
        }
        data += piece;
        length -= piece;
    }
    return TRUE;
}
