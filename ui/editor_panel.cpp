#include "ui/editor_panel.hpp"
#include "services/api_catalog_hints.hpp"

#include "data/scenario_fields.hpp"
#include "services/catalog_hints.hpp"
#include "ui/exchange_rates_editor.hpp"
#include "ui/field_form.hpp"
#include "ui/range_editor.hpp"
#include "ui/scenario_document.hpp"
#include "ui/services.hpp"
#include "ui/slot_guard.hpp"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace gputco::ui {

EditorPanel::EditorPanel(ScenarioDocument* doc, const Catalog* catalog, QWidget* parent)
    : QWidget(parent), doc_(doc), catalog_(catalog), tree_(new QTreeWidget(this)),
      form_(new FieldForm(doc, catalog, this)), rates_(new ExchangeRatesEditor(doc, this)),
      factors_(new ModelFactorRanges(doc, catalog, this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    tree_->setHeaderHidden(true);
    tree_->setObjectName(QStringLiteral("parts"));
    auto* buttons = new QHBoxLayout;
    auto button = [&](const QString& text, const QString& tip, auto slot) {
        auto* b = new QPushButton(text, this);
        b->setToolTip(tip);
        buttons_ << b;
        connect(b, &QPushButton::clicked, this, guarded(text, slot));
        buttons->addWidget(b);
    };
    button(tr("+ Workload"), tr("Add a workload (pre-training run)"), [this] { addWorkload(); });
    button(tr("+ Own"), tr("Add an option that buys servers"), [this] { addOption(true); });
    button(tr("+ Rent"), tr("Add an option that rents GPUs"), [this] { addOption(false); });
    button(tr("+ API"), tr("Add an option that buys tokens from a model API"), [this] { addApiOption(); });
    button(tr("Remove"), tr("Remove the selected workload or option"), [this] { removeSelected(); });
    auto* page = new QWidget(this);
    auto* pageLayout = new QVBoxLayout(page);
    pageLayout->setContentsMargins(0, 0, 0, 0);
    pageLayout->addWidget(form_);
    pageLayout->addWidget(rates_);
    pageLayout->addWidget(factors_);
    pageLayout->addStretch();
    auto* scroll = new QScrollArea(this);
    scroll->setWidget(page);
    scroll->setWidgetResizable(true);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(tree_);
    split->addWidget(scroll);
    split->setStretchFactor(1, 3);
    layout->addWidget(split, 1);
    layout->addLayout(buttons);
    connect(tree_, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* item) {
        if (!item || !item->data(0, Qt::UserRole).isValid()) return;
        section_ = item->data(0, Qt::UserRole).toString();
        index_ = item->data(0, Qt::UserRole + 1).toInt();
        if (section_ == u"workloads") workload_ = index_;
        if (section_ == u"options") option_ = index_;
        runGuarded(tr("Select"), [this] {
            showSelected();
            emit selectionChanged();
        });
    });
    connect(form_, &FieldForm::message, this, &EditorPanel::message);
    connect(rates_, &ExchangeRatesEditor::message, this, &EditorPanel::message);
    connect(factors_, &ModelFactorRanges::message, this, &EditorPanel::message);
}

namespace {
// The tree's structure: how many workloads and options, and of which kind. Names are
// left out on purpose: a rename only changes an item's text (in place), so the editor
// being typed in is never rebuilt under the cursor.
QString shapeOf(const QJsonObject& j) {
    QString shape;
    for (const char* section : {"workloads", "options"}) {
        shape += u'#';
        for (const auto& v : j.value(QLatin1String(section)).toArray())
            shape += v.toObject().value(QStringLiteral("kind")).toString() + u'|';
    }
    return shape;
}
} // namespace

QString EditorPanel::labelFor(const QString& section, const QJsonObject& o) const {
    QString label = o.value(QStringLiteral("name")).toString();
    if (section == u"options")
        label += o.value(QStringLiteral("kind")).toString() == u"own"   ? tr("  [own]")
                 : o.value(QStringLiteral("kind")).toString() == u"api" ? tr("  [api]")
                                                                        : tr("  [rent]");
    return label;
}

void EditorPanel::documentChanged(const Evaluation& evaluation) {
    evaluation_ = evaluation;
    const QString shape = shapeOf(doc_->json());
    if (shape != shape_) {
        shape_ = shape;
        rebuildTree();
        return;
    }
    updateLabels();
    showSelected(); // same part and fields: FieldForm::show updates in place
}

void EditorPanel::updateLabels() {
    const QJsonObject& j = doc_->json();
    for (int g = 0; g < tree_->topLevelItemCount(); ++g) {
        QTreeWidgetItem* top = tree_->topLevelItem(g);
        if (top->data(0, Qt::UserRole).toString() == u"scenario") {
            top->setText(0, tr("Scenario: %1").arg(j.value(QStringLiteral("name")).toString()));
            continue;
        }
        for (int i = 0; i < top->childCount(); ++i) {
            const QString section = top->child(i)->data(0, Qt::UserRole).toString();
            const QString text = labelFor(section, j.value(section).toArray().at(i).toObject());
            if (top->child(i)->text(0) != text) top->child(i)->setText(0, text);
        }
    }
}

void EditorPanel::rebuildTree() {
    const QJsonObject& j = doc_->json();
    tree_->blockSignals(true);
    tree_->clear();
    auto* top = new QTreeWidgetItem(tree_, {tr("Scenario: %1").arg(j.value(QStringLiteral("name")).toString())});
    top->setData(0, Qt::UserRole, QStringLiteral("scenario"));
    auto addGroup = [&](const char* section, const QString& title) {
        auto* g = new QTreeWidgetItem(tree_, {title});
        g->setFlags(Qt::ItemIsEnabled);
        const QJsonArray a = j.value(QLatin1String(section)).toArray();
        for (int i = 0; i < a.size(); ++i) {
            auto* item = new QTreeWidgetItem(g, {labelFor(QLatin1String(section), a[i].toObject())});
            item->setData(0, Qt::UserRole, QString::fromLatin1(section));
            item->setData(0, Qt::UserRole + 1, i);
        }
        g->setExpanded(true);
    };
    addGroup("workloads", tr("Workloads"));
    addGroup("options", tr("Options"));
    // Keep the selection where it was (or the nearest).
    QTreeWidgetItem* pick = top;
    for (int g = 1; g < tree_->topLevelItemCount(); ++g) {
        QTreeWidgetItem* group = tree_->topLevelItem(g);
        for (int i = 0; i < group->childCount(); ++i)
            if (group->child(i)->data(0, Qt::UserRole).toString() == section_ && i <= index_) pick = group->child(i);
    }
    tree_->setCurrentItem(pick);
    section_ = pick->data(0, Qt::UserRole).toString();
    index_ = pick->data(0, Qt::UserRole + 1).toInt();
    workload_ = std::min(workload_, int(j.value(QStringLiteral("workloads")).toArray().size()) - 1);
    option_ = std::min(option_, int(j.value(QStringLiteral("options")).toArray().size()) - 1);
    tree_->blockSignals(false);
    showSelected();
}

void EditorPanel::showSelected() {
    const QJsonObject& j = doc_->json();
    rates_->setVisible(section_ == u"scenario");
    factors_->setVisible(section_ == u"scenario");
    const QString currency = j.value(QStringLiteral("currency")).toString(QStringLiteral("USD"));
    if (section_ == u"workloads") {
        const QString kind = j.value(QStringLiteral("workloads"))
                                 .toArray()
                                 .at(index_)
                                 .toObject()
                                 .value(QStringLiteral("kind"))
                                 .toString();
        form_->show({QStringLiteral("workloads"), index_}, data::workloadFieldsFor(kind), currency);
        return;
    }
    if (section_ == u"options") {
        const QJsonObject o = j.value(QStringLiteral("options")).toArray().at(index_).toObject();
        const QString cur = o.value(QStringLiteral("currency")).toString(currency);
        const bool own = o.value(QStringLiteral("kind")).toString() == u"own";
        if (o.value(QStringLiteral("kind")).toString() == u"api") // issue 19: catalog pickers and price hints
            return form_->show({QStringLiteral("options"), index_}, apiOptionFieldsFor(*catalog_, o), cur,
                               catalogHints(*catalog_, o, cur));
        // Hints follow the option's GPU at once (from the catalog, not from the last evaluation).
        const QMap<QString, QString> hints = catalogHints(*catalog_, o, cur);
        QMap<QString, QJsonValue> values;
        if (own) {
            for (const char* key : {"server_price", "server_power_kw", "gpus_per_server"})
                values[QLatin1String(key)] = QJsonValue(QJsonValue::Undefined); // the default is the catalog's
        } else if (const auto p = catalogRentPrice(*catalog_, o.value(QStringLiteral("gpu")).toString(), cur)) {
            values[QStringLiteral("price_per_gpu_hour")] = p->perGpuHour;
        }
        form_->show({QStringLiteral("options"), index_}, own ? data::ownOptionFields() : data::rentOptionFields(), cur,
                    hints, values);
        return;
    }
    form_->show({}, data::scenarioTopFields(), currency);
    rates_->refresh();
    rates_->show();
    factors_->refresh();
}

void EditorPanel::select(const QString& section, int index) {
    for (int g = 0; g < tree_->topLevelItemCount(); ++g) {
        QTreeWidgetItem* top = tree_->topLevelItem(g);
        if (top->data(0, Qt::UserRole).toString() == section) tree_->setCurrentItem(top);
        for (int i = 0; i < top->childCount(); ++i)
            if (top->child(i)->data(0, Qt::UserRole).toString() == section && i == index)
                tree_->setCurrentItem(top->child(i));
    }
}

void EditorPanel::addWorkload() {
    QJsonObject j = doc_->json();
    QJsonArray a = j.value(QStringLiteral("workloads")).toArray();
    a.append(QJsonObject{{"name", tr("Workload %1").arg(a.size() + 1)},
                         {"kind", "pretrain"},
                         {"params", 7e9},
                         {"tokens", 1e11},
                         {"precision", "bf16"},
                         {"runs_per_month", 1}});
    j[QStringLiteral("workloads")] = a;
    section_ = QStringLiteral("workloads");
    index_ = int(a.size()) - 1;
    doc_->replaceDocument(j, tr("Add workload"));
}

void EditorPanel::addOption(bool own) {
    QJsonObject j = doc_->json();
    QJsonArray a = j.value(QStringLiteral("options")).toArray();
    QJsonObject o{{"name", (own ? tr("Own %1") : tr("Rent %1")).arg(a.size() + 1)},
                  {"kind", own ? "own" : "rent"},
                  {"gpu", "H100-SXM5-80GB"}};
    if (own) {
        o[QStringLiteral("servers")] = 4;
        o[QStringLiteral("electricity_per_kwh")] =
            j.value(QStringLiteral("currency")).toString() == u"CNY" ? 0.6 : 0.08;
    } else {
        o[QStringLiteral("gpus")] = 32;
        const QString currency = j.value(QStringLiteral("currency")).toString(QStringLiteral("USD"));
        const auto p = catalogRentPrice(*catalog_, QStringLiteral("H100-SXM5-80GB"), currency);
        o[QStringLiteral("price_per_gpu_hour")] = p ? p->perGpuHour : currency == u"CNY" ? 12.0 : 3.29;
    }
    o[QStringLiteral("name_auto")] = true; // named after its contents until the user names it
    o[QStringLiteral("name")] = generatedOptionName(o);
    a.append(o);
    j[QStringLiteral("options")] = a;
    section_ = QStringLiteral("options");
    index_ = int(a.size()) - 1;
    doc_->replaceDocument(j, own ? tr("Add own option") : tr("Add rent option"));
}

void EditorPanel::removeSelected() {
    if (section_ == u"scenario") return;
    QJsonObject j = doc_->json();
    QJsonArray a = j.value(section_).toArray();
    if (a.size() <= 1) {
        emit message(
            tr("A scenario needs at least one %1.").arg(section_ == u"workloads" ? tr("workload") : tr("option")));
        return;
    }
    a.removeAt(index_);
    j[section_] = a;
    index_ = std::max(0, index_ - 1);
    doc_->replaceDocument(j, tr("Remove %1").arg(section_ == u"workloads" ? tr("workload") : tr("option")));
}

void EditorPanel::addApiOption() {
    QJsonObject j = doc_->json();
    QJsonArray a = j.value(QStringLiteral("options")).toArray();
    // The catalog's first API row in the scenario's currency (else the first row): catalog values, not typed.
    const QString currency = j.value(QStringLiteral("currency")).toString(QStringLiteral("USD"));
    const ApiPrice* pick = catalog_->apiPrices.empty() ? nullptr : &catalog_->apiPrices.front();
    for (const ApiPrice& p : catalog_->apiPrices)
        if (QString::fromLatin1(currencyCode(p.currency).data(), 3) == currency) {
            pick = &p;
            break;
        }
    if (!pick) return;
    QJsonObject o{{"kind", "api"},
                  {"provider", QString::fromStdString(pick->provider)},
                  {"model", QString::fromStdString(pick->model)},
                  {"name_auto", true}};
    o[QStringLiteral("name")] = generatedOptionName(o);
    a.append(o);
    j[QStringLiteral("options")] = a;
    section_ = QStringLiteral("options");
    index_ = int(a.size()) - 1;
    doc_->replaceDocument(j, tr("Add API option"));
}

void EditorPanel::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(e);
}

void EditorPanel::retranslateUi() {
    const QString texts[][2] = {{tr("+ Workload"), tr("Add a workload (pre-training run)")},
                                {tr("+ Own"), tr("Add an option that buys servers")},
                                {tr("+ Rent"), tr("Add an option that rents GPUs")},
                                {tr("+ API"), tr("Add an option that buys tokens from a model API")},
                                {tr("Remove"), tr("Remove the selected workload or option")}};
    for (int i = 0; i < buttons_.size(); ++i) {
        buttons_[i]->setText(texts[i][0]);
        buttons_[i]->setToolTip(texts[i][1]);
    }
    shape_.clear(); // the tree and the form are rebuilt with the new language's labels
    form_->retranslate();
    if (doc_->isOpen()) documentChanged(evaluation_);
}

} // namespace gputco::ui
