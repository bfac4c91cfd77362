#pragma once
// The command-line options that describe a training job (gpu-tco train, bench,
// and later finetune), and their translation into a core TrainingJob.

#include "core/catalog/catalog.hpp"
#include "core/training/training_job.hpp"

#include <QCommandLineParser>

namespace gputco::cli {

void addShapeOptions(QCommandLineParser& parser);
void addTrainingOptions(QCommandLineParser& parser);
// --params or --layers/--hidden/--heads[...]; InputError naming the option.
ModelShape shapeFromOptions(const QCommandLineParser& parser);

// Throws InputError naming the option and the allowed values.
TrainingJob trainingJobFromOptions(const QCommandLineParser& parser, const Catalog& catalog);

// "7e9", "7B", "2T" -> number; InputError naming the option otherwise.
double scaledOption(const QCommandLineParser& parser, const QString& name);
int intOption(const QCommandLineParser& parser, const QString& name);
// Sets `field` from the whole-number flag `flag` when it is given.
void setIntOption(const QCommandLineParser& parser, const char* flag, int& field);

} // namespace gputco::cli
