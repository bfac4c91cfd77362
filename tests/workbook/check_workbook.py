#!/usr/bin/env python3
"""Issue 30: the workbook's own formulas, recalculated by a real spreadsheet engine, give the product's numbers.

For every shipped sample: `gpu-tco workbook` writes it, LibreOffice Calc (headless, its own profile, a hard
recalculation on load: libxlsxwriter stores no results) recalculates it and writes each sheet as CSV, and each
option's horizon cost (Summary) and month-by-month totals (its sheet's "Monthly cost" row) are compared with
`gpu-tco evaluate --json`, to 0.01 %. Samples with what the workbook does not express yet must be refused with
the option named. The fleet-plan scenario must give each plan a sheet for its fixed costs and one per tranche,
and rent burst in some month. Then one input cell (an own option's electricity price) is edited in the file and the
horizon cost must move as the product's does for the same change.

Usage: check_workbook.py GPU_TCO_BINARY SOURCE_DIR   (exit 77: LibreOffice is not installed)
"""
import csv
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile

TOLERANCE = 1e-4  # 0.01 %
# Samples with options the workbook does not express yet (issue 30, later steps): refused, the option named.
NOT_YET = {}
PROFILE = """<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema"
 xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="OOXMLRecalcMode" oor:op="fuse"><value>0</value></prop></item>
</oor:items>
"""


def run(binary, *args, db):
    env = dict(os.environ, GPU_TCO_DB=db, QT_QPA_PLATFORM="offscreen")
    return subprocess.run([binary, *args], capture_output=True, text=True, env=env, timeout=600)


def recalc(xlsx, work):
    """Each sheet of `xlsx` recalculated by LibreOffice, as {sheet name: rows}."""
    profile = os.path.join(work, "profile")
    os.makedirs(os.path.join(profile, "user"), exist_ok=True)
    with open(os.path.join(profile, "user", "registrymodifications.xcu"), "w") as f:
        f.write(PROFILE)
    out = os.path.join(work, "csv")
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    subprocess.run(["soffice", "-env:UserInstallation=file://" + profile, "--headless", "--convert-to",
                    "csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1",
                    "--outdir", out, xlsx], capture_output=True, timeout=180, check=True)
    stem = os.path.splitext(os.path.basename(xlsx))[0]
    sheets = {}
    for path in glob.glob(os.path.join(out, stem + "-*.csv")):
        name = os.path.basename(path)[len(stem) + 1:-4]
        with open(path, newline="", encoding="utf-8") as f:
            sheets[name] = list(csv.reader(f))
    return sheets


def relative(a, b):
    return abs(a - b) / max(abs(b), 1.0)


def compare(name, sheets, evaluation):
    """The largest relative difference between the recalculated workbook and `evaluate --json`."""
    summary = sheets["Summary"]
    worst = 0.0
    for i, option in enumerate(evaluation["options"]):
        row = summary[i + 1]
        assert row[0] == option["name"], (name, row[0], option["name"])
        worst = max(worst, relative(float(row[3]), option["horizon_cost"]))
        sheet = next(v for k, v in sheets.items() if re.match(r"^%d " % (i + 1), k))
        totals = next(r for r in sheet if r[0].startswith("Monthly cost"))
        for m, expected in enumerate(option["monthly_totals"], start=1):
            worst = max(worst, relative(float(totals[m + 1]), expected))
    cheapest = next(r for r in summary if r and r[0].startswith("Cheapest"))
    assert cheapest[1] == (evaluation["cheapest"] or "-"), (name, cheapest[1], evaluation["cheapest"])
    for pair in evaluation["break_even"]:  # the first month own costs no more than rent, or none
        row = next(r for r in summary if r and r[0] == pair["own"] + " / " + pair["rent"])
        month = pair["break_even_month"]
        if month is not None:
            assert row[1] == str(month), (name, row, month)
        else:
            assert not row[1].isdigit(), (name, row, pair)
    return worst


def fleet_parts(sheets):
    """tests/workbook/fleet-plan.json: option 1 has sheets 1.0 (fixed costs), 1.1 (month 0), 1.2 and 1.3 (its
    tranches) and pays burst rent in the months of the 70B run; option 2 has 2.0 to 2.2."""
    for prefix in ("1.0 ", "1.1 ", "1.2 ", "1.3 ", "2.0 ", "2.1 ", "2.2 "):
        assert any(k.startswith(prefix) for k in sheets), (prefix, sorted(sheets))
    plan = next(v for k, v in sheets.items() if k.startswith("1 "))
    burst = next(r for r in plan if r[0] == "Burst rent")
    assert max(float(x or 0) for x in burst[2:]) > 0, burst
    print("fleet plans: sheets %s, burst rent in %d months" % (
        ", ".join(sorted(k.split(" ")[0] for k in sheets if k[0] in "12" and "." in k.split(" ")[0])),
        sum(1 for x in burst[2:] if float(x or 0) > 0)))


def set_input(xlsx, out, name, value):
    """A copy of `xlsx` with the Inputs row named `name` set to `value` (as a person would type it)."""
    with zipfile.ZipFile(xlsx) as z:
        files = {n: z.read(n) for n in z.namelist()}
    strings = re.findall(rb"<si><t[^>]*>(.*?)</t></si>", files["xl/sharedStrings.xml"])
    index = strings.index(name.encode())
    sheet = files["xl/worksheets/sheet1.xml"].decode()
    row = re.search(r'<row r="(\d+)"[^>]*><c r="A\1"[^>]*t="s"[^>]*><v>%d</v></c>' % index, sheet)
    assert row, name
    r = row.group(1)
    sheet, n = re.subn(r'(<c r="C%s"[^>]*>)<v>[^<]*</v>' % r, r"\g<1><v>%r</v>" % value, sheet)
    assert n == 1, (name, r)
    files["xl/worksheets/sheet1.xml"] = sheet.encode()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        for n, data in files.items():
            z.writestr(n, data)


def edit_one_input(binary, db, work):
    """Electricity x 1.5 for the US sample's own option: the workbook's horizon cost moves as the product's."""
    name = "US: rent 64 H100 vs own 8 x B200 servers"
    xlsx = os.path.join(work, "edit.xlsx")
    assert run(binary, "workbook", name, "--out", xlsx, db=db).returncode == 0
    scenario = os.path.join(work, "us.json")
    assert run(binary, "scenario", "export", name, scenario, db=db).returncode == 0
    with open(scenario) as f:
        doc = json.load(f)
    index = next(i for i, o in enumerate(doc["options"]) if o["kind"] == "own")
    base = json.loads(run(binary, "evaluate", scenario, "--json", db=db).stdout)
    price = doc["options"][index].get("electricity_per_kwh")
    assert price, "the sample's own option states its electricity price"
    doc["options"][index]["electricity_per_kwh"] = price * 1.5
    with open(scenario, "w") as f:
        json.dump(doc, f)
    changed = json.loads(run(binary, "evaluate", scenario, "--json", db=db).stdout)
    edited = os.path.join(work, "edited.xlsx")
    set_input(xlsx, edited, "Opt%d_electricity" % (index + 1), price * 1.5)
    sheets = recalc(edited, work)
    got = float(sheets["Summary"][index + 1][3])
    want = changed["options"][index]["horizon_cost"]
    moved = want - base["options"][index]["horizon_cost"]
    print("edit: electricity %.4f -> %.4f: horizon cost moves by %.2f in the product, workbook %.2f (%.2e)"
          % (price, price * 1.5, moved, got - base["options"][index]["horizon_cost"], relative(got, want)))
    assert moved > 0 and relative(got, want) <= TOLERANCE


def edit_one_tranche(binary, db, work, source_dir):
    """Opt1_T2_servers 1 -> 3 in fleet-plan.json: the workbook's horizon cost (tranche capex, power, the burst it
    saves) moves as the product's does with "servers": 3 in that tranche."""
    path = os.path.join(source_dir, "tests", "workbook", "fleet-plan.json")
    xlsx = os.path.join(work, "fleet.xlsx")
    assert run(binary, "workbook", path, "--out", xlsx, db=db).returncode == 0
    with open(path) as f:
        doc = json.load(f)
    base = json.loads(run(binary, "evaluate", path, "--json", db=db).stdout)["options"][0]["horizon_cost"]
    doc["options"][0]["tranches"][0]["servers"] = 3
    scenario = os.path.join(work, "fleet-edited.json")
    with open(scenario, "w") as f:
        json.dump(doc, f)
    want = json.loads(run(binary, "evaluate", scenario, "--json", db=db).stdout)["options"][0]["horizon_cost"]
    edited = os.path.join(work, "fleet-edited.xlsx")
    set_input(xlsx, edited, "Opt1_T2_servers", 3)
    got = float(recalc(edited, work)["Summary"][1][3])
    print("edit: tranche 2 servers 1 -> 3: horizon cost moves by %.2f in the product, workbook %.2f (%.2e)"
          % (want - base, got - base, relative(got, want)))
    assert abs(want - base) > 1000 and relative(got, want) <= TOLERANCE


def names_stay_text(binary, db, work):
    """Option names that look like formulas are written as text, and a path that cannot be written is refused."""
    scenario = os.path.join(work, "names.json")
    assert run(binary, "scenario", "export", "US: rent 64 H100 vs own 8 x B200 servers", scenario, db=db).returncode == 0
    with open(scenario) as f:
        doc = json.load(f)
    doc["name"] = "formula names"
    doc["options"][0]["name"] = "=HYPERLINK(\"http://x\",\"y\")"
    doc["options"][1]["name"] = "@SUM(1,2)"
    with open(scenario, "w") as f:
        json.dump(doc, f)
    xlsx = os.path.join(work, "names.xlsx")
    assert run(binary, "workbook", scenario, "--out", xlsx, db=db).returncode == 0
    summary = recalc(xlsx, work)["Summary"]
    assert summary[1][0] == doc["options"][0]["name"] and summary[2][0] == doc["options"][1]["name"], summary[:3]
    refused = run(binary, "workbook", scenario, "--out", "/proc/no/such/place.xlsx", db=db)
    assert refused.returncode == 2 and "place.xlsx" in refused.stderr, refused.stderr
    assert not os.path.exists("/proc/no/such/place.xlsx")
    print("names that look like formulas stay text; an unwritable path: exit 2, %s" % refused.stderr.strip())


def main():
    binary = sys.argv[1]
    if not shutil.which("soffice"):
        print("skipped: LibreOffice (soffice) is not installed; scripts/bootstrap installs libreoffice-calc-nogui")
        return 77
    work = tempfile.mkdtemp(prefix="gputco-workbook-")
    db = os.path.join(work, "db.sqlite")
    names = []  # the shipped samples by name, and the test scenarios of tests/workbook by file
    for path in sorted(glob.glob(os.path.join(sys.argv[2], "resources", "scenarios", "*.json"))):
        with open(path) as f:
            names.append(json.load(f)["name"])
    names += sorted(glob.glob(os.path.join(sys.argv[2], "tests", "workbook", "*.json")))
    worst_all, worst_name = 0.0, ""
    for name in names:
        xlsx = os.path.join(work, "book.xlsx")
        written = run(binary, "workbook", name, "--out", xlsx, db=db)
        if name in NOT_YET:
            assert written.returncode == 2 and NOT_YET[name] in written.stderr, (name, written.stderr)
            print("not yet: %s (%s)" % (name, NOT_YET[name]))
            continue
        assert written.returncode == 0, (name, written.stderr)
        evaluation = json.loads(run(binary, "evaluate", name, "--json", db=db).stdout)
        sheets = recalc(xlsx, work)
        worst = compare(name, sheets, evaluation)
        if name.endswith("fleet-plan.json"):
            fleet_parts(sheets)
        print("%.2e  %s" % (worst, name))
        assert worst <= TOLERANCE, (name, worst)
        if worst >= worst_all:
            worst_all, worst_name = worst, name
    print("largest difference: %.2e (%s)" % (worst_all, worst_name))
    edit_one_input(binary, db, work)
    edit_one_tranche(binary, db, work, sys.argv[2])
    names_stay_text(binary, db, work)
    shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
