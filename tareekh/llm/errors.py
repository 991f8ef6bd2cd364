"""The one exception the LLM room raises."""

from tareekh.errors import TareekhError


class LLMError(TareekhError):
    """The language model could not give a usable answer (unreachable, timed out, refused, or invalid output).

    The message names the problem and never contains the API key.
    """

    code = "llm_error"
