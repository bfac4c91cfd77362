#include "ui/range_editor.hpp"

#include "data/uncertainty_json.hpp"
#include "ui/scenario_document.hpp"
#include "ui/slot_guard.hpp"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace gputco::ui {

namespace {
QString number(double v) {
    if (!std::isfinite(v)) return QStringLiteral("?"); // never NaN on screen
    QLocale locale;
    locale.setNumberOptions(QLocale::OmitGroupSeparator);
    return locale.toString(v, 'g', 6);
}
QString rangeText(const InputRange& r) { return number(r.low) + QStringLiteral(" – ") + number(r.high); }
// For the button beside the field, short: 340k, 1.2M, 0.065.
QString shortNumber(double v) {
    if (!std::isfinite(v)) return QStringLiteral("?");
    const double a = std::abs(v);
    if (a >= 1e9) return QLocale().toString(v / 1e9, 'g', 3) + u'G';
    if (a >= 1e6) return QLocale().toString(v / 1e6, 'g', 3) + u'M';
    if (a >= 1e4) return QLocale().toString(v / 1e3, 'g', 3) + u'k';
    return QLocale().toString(v, 'g', 3);
}
QString shortRangeText(const InputRange& r) { return shortNumber(r.low) + QStringLiteral("–") + shortNumber(r.high); }
} // namespace

RangeEditor::RangeEditor(ScenarioDocument* doc, const Catalog* catalog, const QString& fieldKey, const QString& label,
                         QWidget* row)
    : QWidget(row), doc_(doc), catalog_(catalog), fieldKey_(fieldKey), label_(label), button_(new QToolButton(row)),
      low_(new QLineEdit(this)), high_(new QLineEdit(this)), distribution_(new QComboBox(this)),
      apply_(new QPushButton(this)), reset_(new QPushButton(this)), origin_(new QLabel(this)),
      message_(new QLabel(this)), lowLabel_(new QLabel(this)), highLabel_(new QLabel(this)) {
    setObjectName(fieldKey + QStringLiteral("_range_editor"));
    button_->setObjectName(fieldKey + QStringLiteral("_range"));
    button_->setCheckable(true);
    low_->setObjectName(fieldKey + QStringLiteral("_range_low"));
    high_->setObjectName(fieldKey + QStringLiteral("_range_high"));
    distribution_->setObjectName(fieldKey + QStringLiteral("_range_distribution"));
    apply_->setObjectName(fieldKey + QStringLiteral("_range_apply"));
    reset_->setObjectName(fieldKey + QStringLiteral("_range_reset"));
    for (const char* d : {"triangular", "normal", "uniform"}) distribution_->addItem(QString(), QString::fromLatin1(d));
    auto* v = new QVBoxLayout(this);
    v->setContentsMargins(12, 2, 0, 4);
    v->setSpacing(2);
    auto* bounds = new QHBoxLayout; // two short lines: the editor fits the form's width
    bounds->addWidget(lowLabel_);
    bounds->addWidget(low_, 1);
    bounds->addWidget(highLabel_);
    bounds->addWidget(high_, 1);
    auto* actions = new QHBoxLayout;
    actions->addWidget(distribution_, 1);
    actions->addWidget(apply_);
    actions->addWidget(reset_);
    v->addLayout(bounds);
    v->addLayout(actions);
    for (QLineEdit* e : {low_, high_}) e->setMinimumWidth(60);
    distribution_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    distribution_->setMinimumContentsLength(8);
    origin_->setStyleSheet(QStringLiteral("color: #707070; font-size: 8pt;"));
    origin_->setWordWrap(true);
    message_->setStyleSheet(QStringLiteral("color: #b00000;"));
    message_->setWordWrap(true);
    message_->hide();
    v->addWidget(origin_);
    v->addWidget(message_);
    v->addStretch(1); // extra height below, not between the lines
    hide();
    button_->hide();
    connect(button_, &QToolButton::toggled, this, [this](bool on) { setVisible(on); });
    connect(apply_, &QPushButton::clicked, this, guarded(tr("Apply range"), [this] { apply(); }));
    connect(low_, &QLineEdit::returnPressed, this, guarded(tr("Apply range"), [this] { apply(); }));
    connect(high_, &QLineEdit::returnPressed, this, guarded(tr("Apply range"), [this] { apply(); }));
    connect(reset_, &QPushButton::clicked, this, guarded(tr("Reset range"), [this] { resetToDefault(); }));
    for (QLineEdit* e : {low_, high_}) connect(e, &QLineEdit::textEdited, this, [this] { showMessage({}); });
    retranslateUi();
}

void RangeEditor::retranslateUi() {
    lowLabel_->setText(tr("Low"));
    highLabel_->setText(tr("High"));
    distribution_->setItemText(0, tr("triangular"));
    distribution_->setItemText(1, tr("normal"));
    distribution_->setToolTip(tr("Triangular: low and high are the ends, the value the mode. Normal: low and high "
                                 "are the P10 and P90. Uniform: any value between low and high alike."));
    distribution_->setItemText(2, tr("uniform"));
    apply_->setText(tr("Apply"));
    reset_->setText(tr("Reset to default"));
    reset_->setToolTip(tr("Back to the default range from sources"));
    if (context_) update(context_, base_); // the texts that show the range
}

void RangeEditor::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(e);
}

void RangeEditor::showMessage(const QString& text) {
    message_->setText(text);
    message_->setVisible(!text.isEmpty());
    fitLabels();
    emit message(text);
}

void RangeEditor::resizeEvent(QResizeEvent* e) {
    QWidget::resizeEvent(e);
    fitLabels();
}

void RangeEditor::fitLabels() {
    const QMargins m = layout()->contentsMargins();
    const int width = std::max(80, this->width() - m.left() - m.right());
    for (QLabel* l : {origin_, message_}) {
        l->setMinimumHeight(0); // a label's height for a width is never below its minimum height
        l->setMaximumHeight(QWIDGETSIZE_MAX);
        const int h = l->text().isEmpty() ? 0 : l->heightForWidth(width);
        l->setFixedHeight(h);
    }
}

void RangeEditor::loadFields(const InputRange& r) {
    low_->setText(number(r.low));
    high_->setText(number(r.high));
    distribution_->setCurrentIndex(
        distribution_->findData(QString::fromLatin1(distributionName(r.distribution).data())));
}

namespace {
// The stored range as the import reads it (base: the field's value), or nothing when it does not read.
std::optional<InputRange> storedRange(const QString& key, const QJsonValue& stored, double base) {
    try {
        const auto m = data::rangeOverridesFromJson(QJsonObject{{"uncertainty", QJsonObject{{key, stored}}}});
        InputRange r = m.begin()->second;
        if (std::isnan(r.base)) r.base = base;
        return r;
    } catch (const std::exception&) {
        return std::nullopt;
    }
}
} // namespace

void RangeEditor::update(const std::shared_ptr<const RangeContext>& context, const JsonPath& base) {
    context_ = context;
    base_ = base;
    const QString key = rangeKey(doc_->json(), base, fieldKey_);
    if (key != key_) { // another scenario or part: nothing typed here belongs to it
        key_ = key;
        message_->hide();
        storedErrorShown_ = false;
        low_->clearFocus();
        high_->clearFocus();
    }
    const UncertainInput* in = context->input(key_);
    button_->setVisible(in != nullptr);
    if (!in) {
        button_->setChecked(false); // hides the editor
        return;
    }
    const QJsonValue stored = context->stored.value(key_);
    const bool user = !stored.isUndefined();
    const std::optional<InputRange> own = user ? storedRange(key_, stored, in->range.base) : std::nullopt;
    const InputRange shown = own.value_or(in->range);
    const std::optional<QString> bad = user ? rangeError(*context, key_, stored.toObject()) : std::nullopt;
    button_->setText(user ? shortRangeText(shown) : QStringLiteral("±"));
    button_->setStyleSheet(bad    ? QStringLiteral("background: #ffd6d6;")
                           : user ? QStringLiteral("font-weight: bold; color: #1f4e9c; padding: 1px 2px;")
                                  : QString());
    showOrigin(*in, user, shown);
    fitLabels();
    reset_->setEnabled(user);
    if (!low_->hasFocus() && !high_->hasFocus() && !message_->isVisible()) loadFields(shown);
    if (bad) {
        message_->setText(tr("The stored range of %1 does not fit the value: %2").arg(label_, *bad));
        message_->show();
        storedErrorShown_ = true;
        fitLabels();
    } else if (storedErrorShown_) {
        message_->hide();
        storedErrorShown_ = false;
    }
}

void RangeEditor::showOrigin(const UncertainInput& in, bool user, const InputRange& shown) {
    const QString def = tr("%1 (%2)").arg(rangeText(in.range), QString::fromStdString(in.source));
    origin_->setText(user ? tr("Set by you. Default from sources: %1").arg(def)
                          : tr("Default from sources: %1").arg(def));
    button_->setToolTip(tr("Range of %1: %2, %3; value %4.")
                            .arg(label_, rangeText(shown),
                                 distribution_->itemText(distribution_->findData(
                                     QString::fromLatin1(distributionName(shown.distribution).data()))),
                                 number(in.range.base)) +
                        u'\n' + origin_->text() + u'\n' + tr("Click to edit the range."));
}

bool RangeEditor::apply() {
    if (key_.isEmpty() || !catalog_) return false;
    const RangeContext now = rangeContext(doc_->json(), *catalog_); // the value as it is now
    const QJsonObject range = rangeJson(low_->text(), high_->text(), distribution_->currentData().toString());
    if (const auto why = rangeError(now, key_, range)) {
        showMessage(tr("Range of %1 not applied: %2").arg(label_, *why));
        return false;
    }
    showMessage({});
    doc_->replaceDocument(documentWithRange(doc_->json(), key_, range), tr("Set range of %1").arg(label_));
    return true;
}

void RangeEditor::resetToDefault() {
    if (key_.isEmpty()) return;
    showMessage({});
    low_->clearFocus();
    high_->clearFocus();
    doc_->replaceDocument(documentWithRange(doc_->json(), key_, QJsonValue(QJsonValue::Undefined)),
                          tr("Reset range of %1").arg(label_));
}

RangeEditors::RangeEditors(ScenarioDocument* doc, const Catalog* catalog, QObject* parent)
    : QObject(parent), doc_(doc), catalog_(catalog) {}

RangeEditor* RangeEditors::add(const QString& fieldKey, const QString& label, QWidget* row) {
    auto* e = new RangeEditor(doc_, catalog_, fieldKey, label, row);
    connect(e, &RangeEditor::message, this, &RangeEditors::message);
    editors_.insert(fieldKey, e);
    return e;
}

void RangeEditors::refresh(const JsonPath& base) {
    if (editors_.isEmpty() || !doc_->isOpen()) return;
    const auto context = std::make_shared<const RangeContext>(rangeContext(doc_->json(), *catalog_));
    for (const QPointer<RangeEditor>& e : editors_)
        if (e) e->update(context, base);
}

namespace {
const char* const kFactors[] = {"training_time_factor", "failure_rate_factor", "resale_factor"};
}

ModelFactorRanges::ModelFactorRanges(ScenarioDocument* doc, const Catalog* catalog, QWidget* parent)
    : QWidget(parent), ranges_(new RangeEditors(doc, catalog, this)), title_(new QLabel(this)) {
    setObjectName(QStringLiteral("model_factor_ranges"));
    auto* form = new QFormLayout(this);
    form->setContentsMargins(0, 6, 0, 0);
    title_->setStyleSheet(QStringLiteral("font-weight: bold;"));
    form->addRow(title_);
    for (const char* key : kFactors) {
        auto* row = new QWidget(this);
        auto* v = new QVBoxLayout(row);
        v->setContentsMargins(0, 0, 0, 0);
        auto* h = new QHBoxLayout;
        v->addLayout(h);
        auto* label = new QLabel(this);
        labels_ << label;
        RangeEditor* range = ranges_->add(QString::fromLatin1(key), QString::fromLatin1(key), row);
        h->addWidget(new QLabel(QStringLiteral("× 1"), row));
        h->addWidget(range->button());
        h->addStretch();
        v->addWidget(range);
        form->addRow(label, row);
    }
    connect(ranges_, &RangeEditors::message, this, &ModelFactorRanges::message);
    retranslateUi();
}

void ModelFactorRanges::retranslateUi() {
    title_->setText(tr("Model factors (ranges for the Uncertainty tab)"));
    const QString labels[] = {tr("Time-to-train (model error)"), tr("Failure rate"), tr("Resale value")};
    for (int i = 0; i < labels_.size(); ++i) {
        labels_[i]->setText(labels[i] + u':');
        labels_[i]->setToolTip(tr("A factor on the modelled value (1: as modelled)"));
        if (RangeEditor* r = ranges_->editorFor(QString::fromLatin1(kFactors[i]))) r->setLabel(labels[i]);
    }
}

void ModelFactorRanges::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(e);
}

} // namespace gputco::ui
