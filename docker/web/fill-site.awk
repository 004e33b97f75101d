# The shell's prerendered pages (/ and /pricing) with the operator's details, for nginx to serve:
#   awk -f fill-site.awk <dist>/pages/footers.txt <dist>/pages/index.html >filled.html
# The same rules as fillSite in tools/rspack/prerendered-pages.mjs (its spec runs both on the same input):
# SITE_MAKER, SITE_ORGNR, SITE_HOSTING_NAME, SITE_HOSTING_URL from the environment; unset or empty ones are
# left out; the values are escaped for HTML in the footer and for JSON in a <script> element the Footer
# reads while it hydrates. Nothing set: the page as built. POSIX awk (the image's is mawk).
BEGIN {
  split("maker orgnr hostingName hostingUrl", field, " ")
  split("SITE_MAKER SITE_ORGNR SITE_HOSTING_NAME SITE_HOSTING_URL", variable, " ")
  key = ""; json = ""
  for (i = 1; i <= 4; i++) {
    value[field[i]] = ENVIRON[variable[i]]
    set = value[field[i]] != ""
    key = key (set ? "1" : "0")
    if (set) json = json (json == "" ? "" : ",") "\"" field[i] "\":\"" escape(value[field[i]], 1) "\""
  }
}

# A value escaped for HTML text and attributes, or (json) for a JSON string inside a <script> element.
function escape(s, json,    out, c, i) {
  out = ""
  for (i = 1; i <= length(s); i++) {
    c = substr(s, i, 1)
    if (json) {
      if (c == "\\" || c == "\"") c = "\\" c
      else if (c == "<") c = "\\u003c"
      else if (c == ">") c = "\\u003e"
      else if (c == "&") c = "\\u0026"
      else if (c == "\n") c = "\\n"
      else if (c == "\r") c = "\\r"
      else if (c == "\t") c = "\\t"
    } else if (c == "&") c = "&amp;"
    else if (c == "<") c = "&lt;"
    else if (c == ">") c = "&gt;"
    else if (c == "\"") c = "&quot;"
    else if (c == "'") c = "&#39;"
    out = out c
  }
  return out
}

# The template with each %field% of a set field replaced by its escaped value, in one pass.
function fill(template,    out, rest, i, j, name) {
  out = ""; rest = template
  while ((i = index(rest, "%")) > 0) {
    j = index(substr(rest, i + 1), "%")
    name = j > 0 ? substr(rest, i + 1, j - 1) : ""
    if (name in value && value[name] != "") {
      out = out substr(rest, 1, i - 1) escape(value[name], 0)
      rest = substr(rest, i + j + 1)
    } else {
      out = out substr(rest, 1, i)
      rest = substr(rest, i + 1)
    }
  }
  return out rest
}

# footers.txt: "default<TAB>markup in the pages", then "<key><TAB>markup with %field%".
FNR == NR {
  tab = index($0, "\t")
  if (substr($0, 1, tab - 1) == "default") built = substr($0, tab + 1)
  else if (substr($0, 1, tab - 1) == key) footer = substr($0, tab + 1)
  next
}

# The page, filled only when its footer is the one built (it is on one line).
{ page[++lines] = $0; if (built != "" && index($0, built) > 0) has_footer = 1 }

END {
  fill_it = json != "" && footer != "" && has_footer
  for (n = 1; n <= lines; n++) {
    line = page[n]
    if (fill_it && !head_done && (i = index(line, "</head>")) > 0) {
      line = substr(line, 1, i - 1) "<script type=\"application/json\" id=\"ferieplan-site\">{" json "}</script>" substr(line, i)
      head_done = 1
    }
    if (fill_it && !footer_done && (i = index(line, built)) > 0) {
      line = substr(line, 1, i - 1) fill(footer) substr(line, i + length(built))
      footer_done = 1
    }
    print line
  }
}
