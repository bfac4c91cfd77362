#include "ui/uncertainty_view.hpp"
#include "ui/uncertainty_words.hpp"

#include "core/uncertainty/uncertainty_scope.hpp"
#include "data/uncertainty_json.hpp"
#include "services/decision_pair.hpp"
#include "services/readable_number.hpp"
#include "ui/charts.hpp"

#include <QComboBox>
#include <QElapsedTimer>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalBlocker>
#include <QStackedWidget>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace gputco::ui {

struct UncertaintyView::Model {
    Catalog catalog;
    std::unique_ptr<UncertaintyModel> model;
};

UncertaintyView::UncertaintyView(const Catalog* catalog, QWidget* parent)
    : QWidget(parent), catalog_(catalog), outputLabel_(new QLabel(this)), output_(new QComboBox(this)),
      optionLabel_(new QLabel(this)), option_(new QComboBox(this)), status_(new QLabel(this)), flips_(new QLabel(this)),
      tornado_(createChart(ChartKind::Tornado, this)), histogram_(createChart(ChartKind::MonteCarlo, this)),
      histogramStack_(new QStackedWidget(this)), histogramEmpty_(new QLabel(this)), run_(new QPushButton(this)),
      cancel_(new QPushButton(this)), progress_(new QProgressBar(this)), summary_(new QLabel(this)),
      poll_(new QTimer(this)), done_(std::make_shared<std::atomic<long long>>(0)),
      stop_(std::make_shared<std::atomic<bool>>(false)) {
    setObjectName(QStringLiteral("UncertaintyView"));
    fillOutputs();
    auto* top = new QHBoxLayout;
    top->addWidget(outputLabel_);
    top->addWidget(output_);
    top->addWidget(optionLabel_);
    top->addWidget(option_);
    option_->setObjectName(QStringLiteral("TornadoOption"));
    option_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    option_->setMinimumContentsLength(30); // long option names do not widen the tab past a laptop screen
    top->addWidget(status_, 1);
    auto* mc = new QHBoxLayout;
    mc->addWidget(run_);
    mc->addWidget(cancel_);
    mc->addWidget(progress_, 1);
    histogramEmpty_->setAlignment(Qt::AlignCenter);
    histogramEmpty_->setWordWrap(true);
    histogramStack_->addWidget(histogramEmpty_);
    histogramStack_->addWidget(histogram_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(tornado_, 3);
    layout->addWidget(flips_);
    layout->addLayout(mc);
    layout->addWidget(histogramStack_, 2);
    layout->addWidget(summary_);
    flips_->setWordWrap(true);
    summary_->setWordWrap(true);
    cancel_->setEnabled(false);
    progress_->setRange(0, int(kDefaultSamples));
    progress_->setValue(0);
    poll_->setInterval(100);
    retranslateUi();
    showHistogram(false);
    connect(poll_, &QTimer::timeout, this, [this] { progress_->setValue(int(done_->load())); });
    connect(output_, &QComboBox::currentIndexChanged, this, [this] {
        chosenOutput_ = output_->currentData().toString(); // kept across scenarios that offer it
        refresh();
    });
    connect(option_, &QComboBox::currentIndexChanged, this, [this] {
        chosenOption_ = option_->currentData().toString(); // kept while the scenario has an option of that name
        refresh();
    });
    connect(run_, &QPushButton::clicked, this, &UncertaintyView::runMonteCarlo);
    connect(cancel_, &QPushButton::clicked, this, &UncertaintyView::cancelMonteCarlo);
    connect(&watcher_, &QFutureWatcher<MonteCarloResult>::finished, this, &UncertaintyView::finished);
}

void UncertaintyView::retranslateUi() {
    outputLabel_->setText(tr("Output:"));
    optionLabel_->setText(tr("Option:"));
    run_->setText(tr("Run Monte Carlo"));
    cancel_->setText(tr("Cancel"));
    histogramEmpty_->setText(tr("Run Monte Carlo to see the spread of horizon cost."));
    for (int i = 0; i < output_->count(); ++i) // words shown, the key kept
        if (const auto key = outputKeyFromName(output_->itemData(i).toString().toStdString()))
            output_->setItemText(i, outputWords(*key));
}

void UncertaintyView::changeEvent(QEvent* e) {
    QWidget::changeEvent(e);
    if (e->type() != QEvent::LanguageChange) return;
    retranslateUi();
    if (lastMonteCarlo_) plotMonteCarlo(histogram_, *lastMonteCarlo_, currencyText());
    if (lastMonteCarlo_) summary_->setText(monteCarloSummary(*lastMonteCarlo_));
    dirty_ = true; // the tornado's title, axis and input labels
    if (isVisible()) refresh();
}

void UncertaintyView::fillOutputs() {
    // Issue 45: own minus rent and the break-even month only for the decision pair (the recommended
    // option and the cheapest feasible option of another kind), as the memo and `sensitivity` have it.
    const bool pair = current_.ok && services::decisionTarget(current_.scenario, current_.result).pair;
    const QSignalBlocker quiet(output_);
    output_->clear();
    for (OutputKey k : {OutputKey::OwnMinusRent, OutputKey::HorizonCost, OutputKey::CostPerRun,
                        OutputKey::CostPerGpuHour, OutputKey::BreakEvenMonth})
        if (pair || (k != OutputKey::OwnMinusRent && k != OutputKey::BreakEvenMonth))
            output_->addItem(outputWords(k), QString::fromLatin1(outputKeyName(k).data()));
    output_->setCurrentIndex(std::max(0, output_->findData(chosenOutput_))); // else the first: own minus rent
}

void UncertaintyView::fillOptions(const Scenario& scoped, const std::string& recommended) {
    const QSignalBlocker quiet(option_);
    option_->clear();
    for (const Option& o : scoped.options) {
        const QString name = QString::fromStdString(o.name);
        option_->addItem(o.name == current_.result.cheapest ? tr("%1 (recommended)").arg(name) : name, name);
    }
    option_->setCurrentIndex(option_->findData(QString::fromStdString(chosenOptionName(scoped, recommended))));
}

std::string UncertaintyView::chosenOptionName(const Scenario& scoped, const std::string& recommended) const {
    const std::string chosen = chosenOption_.toStdString();
    const bool there =
        std::any_of(scoped.options.begin(), scoped.options.end(), [&](const Option& o) { return o.name == chosen; });
    return there ? chosen : recommended;
}

void UncertaintyView::showHistogram(bool shown) {
    histogramStack_->setCurrentWidget(shown ? histogram_ : histogramEmpty_);
}

QString UncertaintyView::currencyText() const {
    return QString::fromLatin1(currencyCode(current_.result.currency).data(), 3);
}

QString UncertaintyView::monteCarloSummary(const MonteCarloResult& r) const {
    QStringList parts;
    if (r.pNoFeasible > 0) // issue 45: P(cheapest) in the legend counts feasible options; the rest, said
        parts << tr("no option meets every requirement in %1 % of samples")
                     .arg(QLocale().toString(100 * r.pNoFeasible, 'f', 1));
    if (r.pOwnBeatsRent)
        parts << tr("P(owning beats renting) %1 %; break-even P50: %2")
                     .arg(QLocale().toString(100 * *r.pOwnBeatsRent, 'f', 1),
                          breakEvenMonthWords(r.breakEvenMonth.p50, current_.scenario.horizonMonths));
    return parts.join(QStringLiteral("; "));
}

void UncertaintyView::show(const Evaluation& e) {
    cancelMonteCarlo(); // its figures would belong to the previous scenario
    current_ = e;
    dirty_ = true;
    model_.reset();
    lastMonteCarlo_.reset();
    clearChart(histogram_);
    showHistogram(false);
    summary_->clear();
    fillOutputs();
    {
        const QSignalBlocker quiet(option_);
        option_->clear(); // filled from the analysed options on the next refresh
    }
    if (isVisible()) refresh();
}

void UncertaintyView::showEvent(QShowEvent* e) {
    QWidget::showEvent(e);
    if (dirty_) refresh();
}

void UncertaintyView::ensureModel() {
    if (model_) return;
    auto m = std::make_shared<Model>();
    m->catalog = *catalog_;
    const UncertaintyScope scope = uncertaintyScope(current_.scenario, current_.result, current_.result.cheapest);
    dropped_ = scope.dropped;
    const auto inputs =
        data::uncertainInputsFor(QJsonObject{{"uncertainty", current_.uncertainty}}, scope.scenario, m->catalog);
    m->model = std::make_unique<UncertaintyModel>(scope.scenario, m->catalog, inputs, current_.timelines);
    model_ = m;
}

QString UncertaintyView::flipText(const services::DecisionTarget& decision) const {
    if (!decision.pair) return tr("No flip value: %1.").arg(services::noPairText(decision.why));
    QStringList lines;
    for (const DecisionFlip& f : decisionFlips(*model_->model, decision.target))
        lines << tr("%1 flips the decision at %2 (base %3)")
                     .arg(inputLabel(f.key, f.label), services::readableNumber(f.flipValue),
                          services::readableNumber(f.base));
    return lines.isEmpty() ? QString() : tr("What would flip the decision: ") + lines.join(u"; ");
}

void UncertaintyView::refresh() {
    dirty_ = false;
    clearChart(tornado_);
    flips_->clear();
    run_->setEnabled(false);
    if (!current_.ok) {
        status_->setText(current_.error.isEmpty() ? tr("No scenario") : tr("Cannot evaluate: %1").arg(current_.error));
        return;
    }
    QElapsedTimer timer;
    timer.start();
    try {
        ensureModel();
        const auto key =
            outputKeyFromName(output_->currentData().toString().toStdString()).value_or(OutputKey::HorizonCost);
        const Scenario& scoped = model_->model->scenario();
        const services::DecisionTarget decision = services::decisionTarget(scoped, current_.result);
        const std::string recommended = scoped.options.at(decision.target.option).name;
        if (option_->count() != int(scoped.options.size())) fillOptions(scoped, recommended);
        const std::string optionName = chosenOptionName(scoped, recommended);
        OutputTarget target = resolveOutput(scoped, key, optionName);
        const bool pairOutput = key == OutputKey::OwnMinusRent || key == OutputKey::BreakEvenMonth;
        option_->setEnabled(!pairOutput); // the pair's own and rent option, not a pick
        if (pairOutput) {
            target.own = decision.target.own;
            target.rent = decision.target.rent;
        }
        const Tornado t = tornado(*model_->model, target);
        const QString title =
            pairOutput
                ? tr("Tornado: %1 (%2 against %3)")
                      .arg(output_->currentText(), QString::fromStdString(scoped.options.at(decision.target.own).name),
                           QString::fromStdString(scoped.options.at(decision.target.rent).name))
                : tr("Tornado: %1 of %2").arg(output_->currentText(), QString::fromStdString(optionName));
        plotTornado(tornado_, t, title, currencyText());
        flips_->setText(flipText(decision));
        run_->setEnabled(true);
        tornadoMs_ = double(timer.nsecsElapsed()) * 1e-6;
        status_->setText(tr("%1 inputs, %2 ms").arg(t.bars.size()).arg(tornadoMs_, 0, 'f', 1) +
                         (dropped_ > 0 ? u' ' + tr("(the %1 cheapest options; %2 left out)")
                                                    .arg(model_->model->scenario().options.size())
                                                    .arg(dropped_)
                                       : QString()));
    } catch (const std::exception& ex) {
        status_->setText(QString::fromStdString(ex.what()));
    }
}

void UncertaintyView::runMonteCarlo() {
    if (!model_ || watcher_.isRunning()) return;
    done_ = std::make_shared<std::atomic<long long>>(0);
    stop_ = std::make_shared<std::atomic<bool>>(false);
    MonteCarloSettings set;
    set.progress = [done = done_, stop = stop_](long long n) {
        done->store(n);
        return !stop->load();
    };
    run_->setEnabled(false);
    cancel_->setEnabled(true);
    progress_->setValue(0);
    poll_->start();
    watcher_.setFuture(QtConcurrent::run([m = model_, set] { return monteCarlo(*m->model, set); }));
}

void UncertaintyView::cancelMonteCarlo() {
    stop_->store(true);
    if (watcher_.isRunning()) watcher_.waitForFinished(); // a cancelled run stops within 256 samples
}

void UncertaintyView::finished() {
    poll_->stop();
    cancel_->setEnabled(false);
    run_->setEnabled(bool(model_));
    const MonteCarloResult r = watcher_.result();
    if (r.cancelled) {
        summary_->setText(tr("Cancelled."));
        progress_->setValue(0);
    } else {
        progress_->setValue(progress_->maximum());
        lastMonteCarlo_ = r;
        plotMonteCarlo(histogram_, r, currencyText());
        showHistogram(true);
        summary_->setText(monteCarloSummary(r));
    }
    emit monteCarloFinished();
}

} // namespace gputco::ui
