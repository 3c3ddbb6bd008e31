#ifndef CLITTLECMS_SHIM_H
#define CLITTLECMS_SHIM_H
#include <lcms2.h>

// TYPE_* pixel formats are macro expressions (FLOAT_SH(1)|COLORSPACE_SH(PT_RGB)|...) that Swift's
// Clang importer cannot import; re-export the ones LegibleICC uses as constants.
static const cmsUInt32Number CLittleCMS_TYPE_RGB_DBL = TYPE_RGB_DBL;
static const cmsUInt32Number CLittleCMS_TYPE_GRAY_DBL = TYPE_GRAY_DBL;
static const cmsUInt32Number CLittleCMS_TYPE_CMYK_DBL = TYPE_CMYK_DBL;
static const cmsUInt32Number CLittleCMS_TYPE_XYZ_DBL = TYPE_XYZ_DBL;
static const cmsUInt32Number CLittleCMS_TYPE_Lab_DBL = TYPE_Lab_DBL;
#endif
