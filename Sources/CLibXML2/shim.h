#ifndef CLIBXML2_SHIM_H
#define CLIBXML2_SHIM_H
// libxml2's SAX2 parser (LegibleXML). pkg-config libxml-2.0 puts <prefix>/include/libxml2 on
// the include path, where the headers live under libxml/ (parserInternals.h: the memory
// context).
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/xmlerror.h>
#endif
