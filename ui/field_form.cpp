#include "ui/field_form.hpp"

#include "core/parse_number.hpp"
#include "core/training/training_rules.hpp"
#include "services/catalog_hints.hpp"
#include "services/model_choice.hpp"
#include "services/workload_kind.hpp"
#include "ui/range_editor.hpp"
#include "ui/scenario_document.hpp"
#include "ui/services.hpp"
#include "ui/slot_guard.hpp"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSignalBlocker>
#include <QToolButton>
#include <QVBoxLayout>

#include <cmath>

namespace gputco::ui {

using data::FieldKind;
using data::ScenarioField;

std::optional<double> parseTypedNumber(const QString& text) {
    bool ok = false;
    const double v = QLocale().toDouble(text.trimmed(), &ok);
    if (ok && std::isfinite(v)) return v;
    return parseScaledNumber(text.trimmed().toStdString());
}

FieldForm::FieldForm(ScenarioDocument* doc, const Catalog* catalog, QWidget* parent)
    : QWidget(parent), doc_(doc), catalog_(catalog), form_(new QFormLayout(this)),
      ranges_(new RangeEditors(doc, catalog, this)) {
    form_->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    connect(ranges_, &RangeEditors::message, this, &FieldForm::message);
}

namespace {
// A count of a billion or more as it is typed: "70B", "2T", "1.5T" (issue 32: never "7e+10"), where
// that reads back as the same number.
QString scaledCount(double v) {
    const double a = std::abs(v);
    if (a < 1e9 || a >= 1e18) return {};
    const double scale = a >= 1e12 ? 1e12 : 1e9;
    const QString text = QLocale::c().toString(v / scale, 'g', 10) + (scale == 1e12 ? u'T' : u'B');
    const auto back = parseScaledNumber(text.toStdString());
    return back && std::abs(*back - v) <= 1e-9 * a ? text : QString();
}

QString display(const QJsonValue& v) {
    if (v.isDouble()) { // no group separators: they would get in the way of typing
        if (QString scaled = scaledCount(v.toDouble()); !scaled.isEmpty()) return scaled;
        QLocale locale;
        locale.setNumberOptions(QLocale::OmitGroupSeparator);
        const double x = v.toDouble();
        // Whole numbers below 1e15 in full; 'g' would write 1e+10 for them.
        if (x == std::floor(x) && std::abs(x) < 1e15) return locale.toString(x, 'f', 0);
        return locale.toString(x, 'g', 10);
    }
    return v.toString();
}
QStringList choicesOf(const ScenarioField& f, const Catalog* c) {
    QStringList out;
    switch (f.kind) {
    case FieldKind::GpuId:
        for (const auto& g : c->gpus) out << QString::fromStdString(g.id);
        break;
    case FieldKind::FabricId:
        for (const auto& g : c->fabrics) out << QString::fromStdString(g.id);
        break;
    case FieldKind::StorageId:
        for (const auto& g : c->storage) out << QString::fromStdString(g.id);
        break;
    case FieldKind::ModelPreset: out = services::modelChoices(); break;
    default: out = QString::fromLatin1(f.choices).split(u'|');
    }
    return out;
}
// A picker's items follow its field's choices, which may depend on another field's value.
void syncChoices(QComboBox* combo, const QStringList& choices) {
    QStringList items;
    for (int i = 0; i < combo->count(); ++i) items << combo->itemText(i);
    if (items == choices) return;
    const QSignalBlocker quiet(combo);
    combo->clear();
    combo->addItems(choices);
}
void markInvalid(QWidget* w, const QString& why) {
    w->setStyleSheet(why.isEmpty() ? QString() : QStringLiteral("background: #ffd6d6;"));
    w->setProperty("invalid", !why.isEmpty());
}
} // namespace

// The editor of one field: a line for numbers and text, a picker for choices.
QWidget* FieldForm::createEditor(const ScenarioField& f) {
    if (f.kind == FieldKind::Number || f.kind == FieldKind::Integer || f.kind == FieldKind::Text) {
        auto* line = new QLineEdit(this);
        connect(line, &QLineEdit::textEdited, this,
                [this, &f, line](const QString& t) { runGuarded(tr("Edit"), [&] { edited(f, line, t); }); });
        return line;
    } else {
        auto* combo = new QComboBox(this);
        combo->addItems(choicesOf(f, catalog_));
        connect(combo, &QComboBox::activated, this,
                [this, &f, combo](int) { runGuarded(tr("Edit"), [&] { edited(f, combo, combo->currentText()); }); });
        return combo;
    }
}

// One row: the field's editor with its unit, "use catalog value", its range (issue 15), and the grey hint.
void FieldForm::addRow(const ScenarioField& f, const QString& currency) {
    const QString key = QString::fromLatin1(f.key);
    const QString tip =
        QString::fromUtf8(f.help) + (data::rangeText(f, currency).isEmpty()
                                         ? QString()
                                         : QStringLiteral("\n") + tr("Allowed: %1").arg(data::rangeText(f, currency)));
    QWidget* editor = createEditor(f);
    editor->setObjectName(key);
    editor->setToolTip(tip);
    editor->setProperty("baseTip", tip);
    auto* row = new QWidget(this);
    auto* v = new QVBoxLayout(row);
    v->setContentsMargins(0, 0, 0, 0);
    v->setSpacing(1);
    auto* h = new QHBoxLayout;
    v->addLayout(h);
    h->addWidget(editor, 1);
    // Issue 32: a number's field shows a whole value (13 digits with separators) at any window width,
    // and the unit its whole text; "use catalog value" goes on the hint's line below, so that the row
    // fits the editor's width at 1366 x 768 without a horizontal scroll bar.
    if (qobject_cast<QLineEdit*>(editor) && f.kind != FieldKind::Text)
        editor->setMinimumWidth(editor->fontMetrics().horizontalAdvance(QStringLiteral("0,000,000,000")) + 16);
    const QString unit = data::unitText(f, currency);
    if (!unit.isEmpty()) {
        auto* u = new QLabel(unit, row);
        u->setMinimumWidth(std::max(60, u->fontMetrics().horizontalAdvance(unit) + 2));
        h->addWidget(u);
    }
    auto* below = new QHBoxLayout; // the grey hint and "use catalog value"
    // A value the user typed over a catalog value can go back to it in one click.
    auto* useCatalog = new QToolButton(row);
    useCatalog->setText(tr("use catalog value"));
    useCatalog->setObjectName(key + QStringLiteral("_use_catalog"));
    useCatalog->setToolTip(tr("Replace your value with the catalog's"));
    useCatalog->hide();
    connect(useCatalog, &QToolButton::clicked, this, [this, &f, key] {
        runGuarded(tr("Use catalog value"), [&] {
            commit(f, catalogValues_.value(key), tr("Use catalog value for %1").arg(data::labelText(f)));
        });
    });
    auto* hint = new QLabel(row); // "catalog: 2.49 USD/GPU-h, Lambda, 2026-10", grey
    hint->setStyleSheet(QStringLiteral("color: #707070; font-size: 8pt;"));
    hint->setWordWrap(true);
    hint->hide();
    below->addWidget(hint, 1);
    below->addWidget(useCatalog, 0, Qt::AlignTop);
    v->addLayout(below);
    if (f.kind == FieldKind::Number) { // its range, if it can carry one, beside it (issue 15)
        RangeEditor* range = ranges_->add(key, data::labelText(f), row);
        h->addWidget(range->button());
        v->addWidget(range);
    }
    auto* label = new QLabel(data::labelText(f) + u':', this);
    label->setToolTip(tip);
    form_->addRow(label, row);
    editors_.insert(key, editor);
    rows_.insert(key, Row{hint, useCatalog});
}

void FieldForm::show(const JsonPath& base, std::span<const ScenarioField> fields, const QString& currency,
                     const QMap<QString, QString>& defaults, const QMap<QString, QJsonValue>& catalogValues) {
    if (base == base_ && fields.data() == fields_.data() && fields.size() == fields_.size() && currency == currency_ &&
        !editors_.isEmpty()) {
        setCatalogValues(defaults,
                         catalogValues); // the same part: update in place, never rebuild the editor being typed in
        refresh();
        return;
    }
    clearRows();
    base_ = base;
    fields_ = fields;
    currency_ = currency;
    for (const ScenarioField& f : fields) addRow(f, currency);
    setCatalogValues(defaults, catalogValues);
    refresh();
}

// Takes the rows out and deletes their widgets later: show() may run from inside one
// of their own signals (a combo's activated), and deleting the sender there crashes.
void FieldForm::clearRows() {
    while (form_->rowCount() > 0) {
        const QFormLayout::TakeRowResult row = form_->takeRow(0);
        for (QLayoutItem* item : {row.labelItem, row.fieldItem}) {
            if (!item) continue;
            if (QWidget* w = item->widget()) {
                w->hide();
                w->deleteLater();
            }
            delete item;
        }
    }
    editors_.clear();
    rows_.clear();
    ranges_->clear();
}

void FieldForm::setCatalogValues(const QMap<QString, QString>& hints, const QMap<QString, QJsonValue>& values) {
    hints_ = hints;
    catalogValues_ = values;
    for (auto it = editors_.cbegin(); it != editors_.cend(); ++it) {
        auto* line = qobject_cast<QLineEdit*>(it.value());
        // The catalog's value alone, so it fits the field (issue 32: "catalog: 2.95 US..." was cut); the
        // hint's line below says where it comes from.
        const QJsonValue value = values.value(it.key()); // an own option's catalog values come as hints only
        const QString placeholder = value.isDouble() ? display(value) : hints.value(it.key());
        if (line && line->placeholderText() != placeholder) line->setPlaceholderText(placeholder);
    }
}

// Catalog values are grey with their source; a value the user typed over one gets
// the one-click "use catalog value".
void FieldForm::showOrigin(const QString& key, QWidget* editor, const QJsonValue& v) {
    const Row row = rows_.value(key);
    if (!row.hint) return;
    const bool hasCatalog = catalogValues_.contains(key) || hints_.contains(key);
    // A catalog picker's hint is a fact about what was picked, never "your value".
    const bool picker = qobject_cast<QComboBox*>(editor) != nullptr;
    const bool fromCatalog =
        picker || (hasCatalog &&
                   (v.isUndefined() || v.isNull() || (catalogValues_.contains(key) && catalogValues_.value(key) == v)));
    const QString hint = hints_.value(key);
    row.hint->setText(fromCatalog ? hint : hint.isEmpty() ? QString() : tr("your value (%1)").arg(hint));
    row.hint->setVisible(!hint.isEmpty()); // where the value (or the placeholder's) comes from
    row.useCatalog->setVisible(hasCatalog && !fromCatalog && catalogValues_.contains(key));
    if (auto* line = qobject_cast<QLineEdit*>(editor); line && !line->property("invalid").toBool())
        line->setStyleSheet(fromCatalog && !v.isUndefined() ? QStringLiteral("color: #707070;") : QString());
    const QString tip = editor->property("baseTip").toString() + (hint.isEmpty() ? QString() : u'\n' + hint);
    if (!editor->property("invalid").toBool()) editor->setToolTip(tip);
}

void FieldForm::refresh() {
    ranges_->refresh(base_);
    const QJsonObject object = jsonAt(doc_->json(), base_).toObject();
    for (const ScenarioField& f : fields_) {
        QWidget* editor = editors_.value(QString::fromLatin1(f.key));
        if (!editor) continue;
        const QJsonValue v = object.value(QLatin1String(f.key));
        // A line being typed in keeps its text (only where it comes from is updated); a picker always
        // shows the document's value, so Ctrl+Z right after a pick shows the undone one.
        if (editor->hasFocus() && qobject_cast<QLineEdit*>(editor)) {
            if (!editor->property("invalid").toBool()) showOrigin(QString::fromLatin1(f.key), editor, v);
            continue;
        }
        if (auto* line = qobject_cast<QLineEdit*>(editor)) {
            const QString text = v.isUndefined() || v.isNull() ? QString() : display(v);
            if (line->text() != text) {
                line->setText(text);
                line->setCursorPosition(0); // a long name shows its beginning
            }
            markInvalid(line, {});
            line->setToolTip(line->property("baseTip").toString());
            showOrigin(QString::fromLatin1(f.key), line, v);
        } else if (auto* combo = qobject_cast<QComboBox*>(editor)) {
            QString value = f.kind == FieldKind::ModelPreset ? services::modelChoiceOf(object) : v.toString();
            if (value.isEmpty() && f.kind == FieldKind::FabricId) value = QString::fromLatin1(defaultFabricId());
            if (value.isEmpty() && f.kind == FieldKind::StorageId) value = QString::fromLatin1(defaultStorageId());
            if (value.isEmpty() && f.choices) value = QString::fromLatin1(f.choices).section(u'|', 0, 0);
            syncChoices(combo, choicesOf(f, catalog_)); // a new API provider brings its own models (issue 19)
            combo->setCurrentText(value);
            showOrigin(QString::fromLatin1(f.key), combo, v);
        }
    }
    // A dense model has no experts to dispatch to: its dispatcher is kept but greyed out.
    if (QWidget* dispatcher = editors_.value(QStringLiteral("moe_dispatcher")))
        dispatcher->setEnabled(services::workloadIsMoe(object));
}

QWidget* FieldForm::editorFor(const QString& key) const { return editors_.value(key); }

void FieldForm::edited(const ScenarioField& f, QWidget* editor, const QString& text) {
    QJsonValue value;
    if (f.kind == FieldKind::Number || f.kind == FieldKind::Integer) {
        if (text.trimmed().isEmpty() && !std::isnan(f.fallback)) {
            value = QJsonValue(QJsonValue::Undefined); // back to the default
        } else {
            const auto v = parseTypedNumber(text);
            value = v ? QJsonValue(*v) : QJsonValue(text);
        }
    } else {
        value = text;
    }
    if (!value.isUndefined()) {
        if (const auto why = data::checkFieldValue(f, value, currency_)) {
            markInvalid(editor, *why);
            editor->setToolTip(*why + u'\n' + editor->property("baseTip").toString());
            emit message(*why);
            return;
        }
    }
    markInvalid(editor, {});
    editor->setToolTip(editor->property("baseTip").toString());
    emit message(QString());
    commit(f, value, tr("Edit %1").arg(data::labelText(f)));
}

// Writes one field. In an option, the catalog price follows a new GPU and a generated
// name follows the contents (catalog_hints.hpp), in the same undo step as the edit.
void FieldForm::commit(const ScenarioField& f, const QJsonValue& value, const QString& label) {
    JsonPath path = base_;
    path << QString::fromLatin1(f.key);
    if (base_.size() == 2 && base_[0].toString() == u"options") {
        const QJsonObject before = jsonAt(doc_->json(), base_).toObject();
        QJsonObject after = optionAfterEdit(*catalog_, before, QString::fromLatin1(f.key), value, currency_);
        const QString name = after.value(QStringLiteral("name")).toString();
        if (QLatin1String(f.key) != QLatin1String("name") && name != before.value(QStringLiteral("name")).toString())
            for (const auto& o : doc_->json().value(QStringLiteral("options")).toArray())
                if (o.toObject().value(QStringLiteral("name")).toString() == name) // names stay unique
                    after[QStringLiteral("name")] = before.value(QStringLiteral("name"));
        doc_->setValue(base_, after, label, pathText(path));
        return;
    }
    if (base_.size() == 2 && base_[0].toString() == u"workloads") {
        const QJsonObject o = jsonAt(doc_->json(), base_).toObject();
        if (QLatin1String(f.key) == QLatin1String("kind")) { // a new kind brings the fields it needs
            doc_->replaceDocument(jsonWith(doc_->json(), base_, services::workloadOfKind(o, value.toString())),
                                  tr("Change workload kind"));
            return;
        }
        if (f.kind == FieldKind::ModelPreset || QLatin1String(f.key) == QLatin1String("params")) {
            // The model and its parameter count change together (services/model_choice.hpp).
            const QJsonObject next = f.kind == FieldKind::ModelPreset ? services::workloadWithModel(o, value.toString())
                                                                      : services::workloadWithParams(o, value);
            if (next != o) doc_->setValue(base_, next, label, pathText(path));
            return;
        }
    }
    doc_->setValue(path, value, label);
}

} // namespace gputco::ui
