// Issue 44: every refusal has a reason, and "nothing was changed" only where it is known.
// The texts are those Qt's PostgreSQL driver gives (libpq's messages).
#include "data/sql_messages.hpp"

#include <catch2/catch.hpp>

using gputco::data::explainSqlError;
using gputco::data::kCommitUnconfirmed;

TEST_CASE("a connection lost during COMMIT is not called 'nothing was changed'") {
    const std::string lost =
        "server closed the connection unexpectedly\n\tThis probably means the server terminated "
        "abnormally\n\tbefore or while processing the request.\nQPSQL: Unable to commit transaction";
    const std::string during = explainSqlError(kCommitUnconfirmed + lost);
    CHECK_THAT(during, Catch::Contains("did not confirm") && Catch::Contains("scenario history"));
    CHECK_THAT(during, !Catch::Contains("nothing was changed"));
    const std::string before = explainSqlError("cannot start a transaction: " + lost);
    CHECK_THAT(before, Catch::Contains("nothing was changed"));
}

TEST_CASE("an error without words still gets a reason") {
    for (const std::string text : {"", "cannot commit: ", "query failed ()"}) {
        INFO(text);
        const std::string why = explainSqlError(text);
        CHECK_THAT(why, Catch::Contains("no reason") && Catch::Contains("connection may have been lost"));
    }
}
