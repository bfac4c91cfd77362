#include "ui/field_form.hpp"

#include "core/parse_number.hpp"
#include "core/training/training_rules.hpp"
#include "ui/scenario_document.hpp"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QJsonObject>

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
    : QWidget(parent), doc_(doc), catalog_(catalog), form_(new QFormLayout(this)) {
    form_->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
}

namespace {
QString display(const QJsonValue& v) {
    if (v.isDouble()) { // no group separators: they would get in the way of typing
        QLocale locale;
        locale.setNumberOptions(QLocale::OmitGroupSeparator);
        return locale.toString(v.toDouble(), 'g', 10);
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
    default: out = QString::fromLatin1(f.choices).split(u'|');
    }
    return out;
}
void markInvalid(QWidget* w, const QString& why) {
    w->setStyleSheet(why.isEmpty() ? QString() : QStringLiteral("background: #ffd6d6;"));
    w->setProperty("invalid", !why.isEmpty());
}
} // namespace

void FieldForm::show(const JsonPath& base, std::span<const ScenarioField> fields, const QString& currency,
                     const QMap<QString, QString>& defaults) {
    while (form_->rowCount() > 0) form_->removeRow(0);
    editors_.clear();
    base_ = base;
    fields_ = fields;
    currency_ = currency;
    for (const ScenarioField& f : fields) {
        QWidget* editor = nullptr;
        const QString key = QString::fromLatin1(f.key);
        const QString tip = QString::fromUtf8(f.help) + (data::rangeText(f, currency).isEmpty() ? QString() :
                            QStringLiteral("\n") + tr("Allowed: %1").arg(data::rangeText(f, currency)));
        if (f.kind == FieldKind::Number || f.kind == FieldKind::Integer || f.kind == FieldKind::Text) {
            auto* line = new QLineEdit(this);
            line->setPlaceholderText(defaults.value(key));
            connect(line, &QLineEdit::textEdited, this, [this, &f, line](const QString& t) { edited(f, line, t); });
            editor = line;
        } else {
            auto* combo = new QComboBox(this);
            combo->addItems(choicesOf(f, catalog_));
            connect(combo, &QComboBox::activated, this, [this, &f, combo](int) { edited(f, combo, combo->currentText()); });
            editor = combo;
        }
        editor->setObjectName(key);
        editor->setToolTip(tip);
        editor->setProperty("baseTip", tip);
        auto* row = new QWidget(this);
        auto* h = new QHBoxLayout(row);
        h->setContentsMargins(0, 0, 0, 0);
        h->addWidget(editor, 1);
        const QString unit = data::unitText(f, currency);
        if (!unit.isEmpty()) {
            auto* u = new QLabel(unit, row);
            u->setMinimumWidth(90);
            h->addWidget(u);
        }
        auto* label = new QLabel(tr(f.label) + u':', this);
        label->setToolTip(tip);
        form_->addRow(label, row);
        editors_.insert(key, editor);
    }
    refresh();
}

void FieldForm::refresh() {
    const QJsonObject object = jsonAt(doc_->json(), base_).toObject();
    for (const ScenarioField& f : fields_) {
        QWidget* editor = editors_.value(QString::fromLatin1(f.key));
        if (!editor || editor->hasFocus()) continue;
        const QJsonValue v = object.value(QLatin1String(f.key));
        if (auto* line = qobject_cast<QLineEdit*>(editor)) {
            line->setText(v.isUndefined() || v.isNull() ? QString() : display(v));
            markInvalid(line, {});
            line->setToolTip(line->property("baseTip").toString());
        } else if (auto* combo = qobject_cast<QComboBox*>(editor)) {
            QString value = v.toString();
            if (value.isEmpty() && f.kind == FieldKind::FabricId) value = QString::fromLatin1(defaultFabricId());
            if (value.isEmpty() && f.kind == FieldKind::StorageId) value = QString::fromLatin1(defaultStorageId());
            if (value.isEmpty() && f.choices) value = QString::fromLatin1(f.choices).section(u'|', 0, 0);
            combo->setCurrentText(value);
        }
    }
}

QWidget* FieldForm::editorFor(const QString& key) const { return editors_.value(key); }

void FieldForm::edited(const ScenarioField& f, QWidget* editor, const QString& text) {
    QJsonValue value;
    JsonPath path = base_;
    path << QString::fromLatin1(f.key);
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
    if (QLatin1String(f.key) == QLatin1String("kind") && base_.size() == 2 && base_[0].toString() == u"workloads") {
        // A new kind brings the fields that kind needs, with usable starting values.
        QJsonObject o = jsonAt(doc_->json(), base_).toObject();
        const QJsonObject keep{{"name", o.value(QStringLiteral("name"))}, {"kind", value},
                               {"params", o.value(QStringLiteral("params")).isUndefined() ? QJsonValue(7e9) : o.value(QStringLiteral("params"))}};
        QJsonObject next = keep;
        const QString kind = value.toString();
        if (kind == u"inference") {
            next[QStringLiteral("prompt_tokens")] = 512;
            next[QStringLiteral("output_tokens")] = 256;
            next[QStringLiteral("peak_qps")] = 10;
            next[QStringLiteral("precision")] = QStringLiteral("bf16");
        } else if (kind == u"preprocess") {
            next.remove(QStringLiteral("params"));
            next[QStringLiteral("items_per_day")] = 10000;
            next[QStringLiteral("gpu_seconds_per_item")] = 30;
            next[QStringLiteral("reference_gpu")] = QStringLiteral("A100-SXM4-80GB");
        } else {
            next[QStringLiteral("tokens")] = o.value(QStringLiteral("tokens")).isUndefined() ? QJsonValue(1e10) : o.value(QStringLiteral("tokens"));
            next[QStringLiteral("runs_per_month")] = 1;
            next[QStringLiteral("precision")] = QStringLiteral("bf16");
            if (kind == u"lora") next[QStringLiteral("lora_rank")] = 16;
        }
        doc_->replaceDocument(jsonWith(doc_->json(), base_, next), tr("Change workload kind"));
        return;
    }
    doc_->setValue(path, value, tr("Edit %1").arg(tr(f.label)));
}

} // namespace gputco::ui
