#ifndef CLIBPNG_SHIM_H
#define CLIBPNG_SHIM_H
// libpng 1.6's simplified read API (LegiblePNG: png_image_begin_read_from_memory,
// png_image_finish_read, png_image_free). pkg-config libpng puts <prefix>/include/libpng16 on
// the include path; <png.h> is also in the default include path on Debian and Homebrew.
//
// The simplified API catches libpng's errors (longjmp) inside libpng itself and reports them in
// png_image.warning_or_error and png_image.message, so no longjmp ever crosses a Swift frame.
// The format flags are macros built from other macros, which Swift does not import: they are
// constants here.
#include <png.h>

static const png_uint_32 legible_png_format_rgba = PNG_FORMAT_RGBA;
static const png_uint_32 legible_png_image_version = PNG_IMAGE_VERSION;
static const png_uint_32 legible_png_flag_colorspace_not_srgb = PNG_IMAGE_FLAG_COLORSPACE_NOT_sRGB;
static const png_uint_32 legible_png_flag_16bit_srgb = PNG_IMAGE_FLAG_16BIT_sRGB;
#endif
