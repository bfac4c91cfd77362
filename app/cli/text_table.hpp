#pragma once
// A plain-text table for terminal output: a header row, a rule, aligned columns.

#include <QList>
#include <QString>
#include <QStringList>
#include <QTextStream>

namespace gputco::cli {

class TextTable {
public:
    enum Align { Left, Right };
    void addColumn(const QString& header, Align align = Left);
    void addRow(const QStringList& cells);
    void print(QTextStream& out) const;

private:
    QStringList headers_;
    QList<Align> aligns_;
    QList<QStringList> rows_;
};

} // namespace gputco::cli
