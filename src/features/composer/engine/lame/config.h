/* Hand-written config.h for LAME 3.100 -> wasm32-wasi (clang). Encoder only. */
#ifndef LAME_WASM_CONFIG_H
#define LAME_WASM_CONFIG_H
#define STDC_HEADERS 1
#define HAVE_STDINT_H 1
#define HAVE_INTTYPES_H 1
#define HAVE_LIMITS_H 1
#define HAVE_ERRNO_H 1
#define HAVE_FCNTL_H 1
#define HAVE_STRING_H 1
#define HAVE_STDLIB_H 1
#define HAVE_UNISTD_H 1
#define HAVE_STRCHR 1
#define HAVE_MEMCPY 1
#define PROTOTYPES 1
#define PACKAGE "lame"
#define VERSION "3.100"
#define SIZEOF_DOUBLE 8
#define SIZEOF_FLOAT 4
#define SIZEOF_INT 4
#define SIZEOF_LONG 4
#define SIZEOF_LONG_DOUBLE 16
#define SIZEOF_SHORT 2
#define SIZEOF_UNSIGNED_INT 4
#define SIZEOF_UNSIGNED_LONG 4
#define SIZEOF_UNSIGNED_SHORT 2
#define LAME_LIBRARY_BUILD 1
/* wasm is IEEE754 little endian: same choices configure makes for x86_64
   (can be switched off with -DLAME_NO_IEEE_HACKS for a bit-exact-to-generic build) */
#ifndef LAME_NO_IEEE_HACKS
#define TAKEHIRO_IEEE754_HACK 1
#define USE_FAST_LOG 1
#endif
typedef float ieee754_float32_t;
typedef double ieee754_float64_t;
#endif
