// Issue 32: View -> Language -> 简体中文 changes the open window completely, without a restart.
// The test switches live, visits every tab, collects every visible widget text, tooltip, combo item,
// table header and chart title, axis label, legend entry and category label, and fails on any that is
// still an English source string of the translation (resources/translations/gpu-tco_zh_CN.ts) whose
// Chinese differs. What is not in the .ts (user data, GPU names, units, proper names) is not flagged.
#include "data/database.hpp"
#include "tests/support/temp_dir.hpp"
#include "tests/support/test_paths.hpp"
#include "ui/chart_axes.hpp"
#include "ui/charts.hpp"
#include "ui/language.hpp"
#include "ui/main_window.hpp"
#include "ui/results_view.hpp"
#include "ui/uncertainty_view.hpp"

#include <QAbstractButton>
#include <QComboBox>
#include <QCoreApplication>
#include <QFile>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTextDocumentFragment>
#include <QTreeWidget>
#include <QXmlStreamReader>

#include <catch2/catch.hpp>

#include <set>

using namespace gputco;

namespace {

// The English sources whose translation differs from them: exact texts, and texts with %1, %n
// placeholders as patterns (only those with at least six letters of their own: "%1 (%2)" says nothing).
struct Sources {
    std::set<QString> exact;
    std::vector<std::pair<QRegularExpression, QString>> patterns;
};

QString plain(QString text) {
    if (Qt::mightBeRichText(text)) text = QTextDocumentFragment::fromHtml(text).toPlainText();
    text.remove(QRegularExpression(QStringLiteral("&(?=\\S)"))); // mnemonics: "&File"
    return text.simplified();
}

Sources englishSources() {
    QFile file(QString::fromUtf8(test::paths::tsFile()));
    REQUIRE(file.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&file);
    Sources out;
    QString source;
    while (!xml.atEnd()) {
        if (!xml.readNextStartElement()) continue;
        if (xml.name() == u"source") source = xml.readElementText();
        if (xml.name() != u"translation") continue;
        const QString translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
        const QString s = plain(source);
        if (plain(translation) == s || s.isEmpty()) continue;
        static const QRegularExpression placeholder(QStringLiteral("%(\\d+|n)"));
        if (!s.contains(placeholder)) {
            out.exact.insert(s);
            continue;
        }
        QString letters = s;
        letters.remove(placeholder);
        if (letters.count(QRegularExpression(QStringLiteral("[A-Za-z]"))) < 6) continue;
        QString pattern;
        for (const QString& part : s.split(placeholder))
            pattern += QRegularExpression::escape(part) + QStringLiteral("(.+)");
        pattern.chop(4);
        out.patterns.emplace_back(QRegularExpression(QStringLiteral("^") + pattern + QStringLiteral("$")), s);
    }
    REQUIRE(out.exact.size() > 300);
    return out;
}

void chartTexts(QCustomPlot* p, QStringList& out) {
    out << ui::chartTitleOf(p);
    for (QCPAxis* a : p->axisRect()->axes()) {
        out << a->label();
        if (const auto c = a->ticker().dynamicCast<ui::CategoryTicker>())
            for (double key : c->ticks().keys()) out << c->category(key);
    }
    for (int i = 0; i < p->plottableCount(); ++i) out << p->plottable(i)->name();
}

// Every text a person can read in the window as shown now.
QStringList visibleTexts(QWidget* window) {
    QStringList out;
    for (QWidget* w : window->findChildren<QWidget*>()) {
        if (!w->isVisible()) continue;
        out << w->toolTip();
        if (auto* l = qobject_cast<QLabel*>(w)) out << l->text();
        if (auto* b = qobject_cast<QAbstractButton*>(w)) out << b->text();
        if (auto* g = qobject_cast<QGroupBox*>(w)) out << g->title();
        if (auto* c = qobject_cast<QComboBox*>(w))
            for (int i = 0; i < c->count(); ++i) out << c->itemText(i);
        if (auto* t = qobject_cast<QTabBar*>(w))
            for (int i = 0; i < t->count(); ++i) out << t->tabText(i) << t->tabToolTip(i);
        if (auto* t = qobject_cast<QTableWidget*>(w))
            for (int c = 0; c < t->columnCount(); ++c)
                if (t->horizontalHeaderItem(c)) out << t->horizontalHeaderItem(c)->text();
        if (auto* t = qobject_cast<QTreeWidget*>(w))
            for (QTreeWidgetItemIterator it(t); *it; ++it) out << (*it)->text(0);
        if (auto* p = qobject_cast<QCustomPlot*>(w)) chartTexts(p, out);
    }
    if (auto* m = window->findChild<QMenuBar*>())
        for (QAction* a : m->actions()) out << a->text();
    return out;
}

QStringList stillEnglish(const QStringList& texts, const Sources& sources) {
    QStringList found;
    for (const QString& raw : texts)
        for (const QString& line : raw.split(u'\n')) {
            const QString t = plain(line);
            if (t.isEmpty()) continue;
            if (sources.exact.count(t)) found << t;
            for (const auto& [re, source] : sources.patterns)
                if (re.match(t).hasMatch()) found << QStringLiteral("%1  (source: %2)").arg(t, source);
        }
    found.removeDuplicates();
    return found;
}

void settle() {
    for (int i = 0; i < 5; ++i) QCoreApplication::processEvents();
}

} // namespace

TEST_CASE("switched live to Chinese, the window shows no English source text (issue 32)") {
    test::TempDir dir;
    data::Database db = data::Database::open(dir.file(QStringLiteral("w.sqlite")));
    ui::setLanguage(QStringLiteral("en"));
    ui::MainWindow w(db.sql());
    w.resize(1366, 768);
    w.show();
    REQUIRE(w.openScenario(
        QStringLiteral("US lab: serving grows 4x over two years, one 70B pre-training run with a 60-day deadline")));
    settle();
    // The Uncertainty tab with a Monte Carlo run, so its histogram and summary are there to translate.
    auto* uncertainty = w.findChild<ui::UncertaintyView*>();
    REQUIRE(uncertainty);
    w.tabs()->setCurrentWidget(uncertainty);
    settle();
    QSignalSpy done(uncertainty, &ui::UncertaintyView::monteCarloFinished);
    uncertainty->runMonteCarlo();
    REQUIRE((done.count() > 0 || done.wait(120000)));
    w.tabs()->setCurrentIndex(0);
    settle();
    CHECK(stillEnglish(visibleTexts(&w), englishSources()).isEmpty() == false); // the check sees English

    ui::setLanguage(QStringLiteral("zh"));
    settle();
    const Sources sources = englishSources();
    QStringList found;
    for (int tab = 0; tab < w.tabs()->count(); ++tab) {
        w.tabs()->setCurrentIndex(tab);
        settle();
        if (tab == 0)
            for (int r = 0; r < w.results()->tabs()->count(); ++r) {
                w.results()->tabs()->setCurrentIndex(r);
                settle();
                found << stillEnglish(visibleTexts(&w), sources);
            }
        found << stillEnglish(visibleTexts(&w), sources);
    }
    found.removeDuplicates();
    INFO("still English after the switch:\n" << found.join(u'\n').toStdString());
    CHECK(found.isEmpty());
    ui::setLanguage(QStringLiteral("en"));
    settle();
}
