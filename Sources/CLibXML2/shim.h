#ifndef CLIBXML2_SHIM_H
#define CLIBXML2_SHIM_H
// libxml2's SAX2 parser (LegibleXML). pkg-config libxml-2.0 puts <prefix>/include/libxml2 on
// the include path, where the headers live under libxml/ (parserInternals.h: the memory
// context).
//
// Debian's libxml2 is built with ICU, so <libxml/encoding.h> includes ICU's <unicode/ucnv.h>
// from libicu-dev. Foundation on Linux carries its own copy of ICU's headers (_FoundationICU),
// and a Swift module that sees both (any test or client that imports Foundation and, through
// LegibleTokens, this module) fails: "'UErrorCode' has different definitions in different
// modules". Legible never converts encodings through libxml2 (LegibleXML reads UTF-8 only) and
// never touches the ICU members of xmlCharEncodingHandler (two pointers at the end of a struct it
// only holds by pointer), so the ICU declarations are left out of this module: xmlversion.h is
// read first and its LIBXML_ICU_ENABLED undefined before the other headers look at it.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/xmlerror.h>
#endif
