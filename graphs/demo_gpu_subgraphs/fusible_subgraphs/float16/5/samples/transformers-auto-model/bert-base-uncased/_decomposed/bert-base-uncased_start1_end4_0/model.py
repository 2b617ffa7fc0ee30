import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0, in_1, in_2, in_3):
        tmp_0 = in_1
        tmp_1 = in_2
        tmp_2 = torch.nn.functional.dropout(in_3, 0.1, False, False)
        tmp_3 = tmp_2 + in_0
        tmp_2 = None
        tmp_4 = torch.nn.functional.layer_norm(tmp_3, (768,), tmp_1, tmp_0, 1e-12)
        tmp_3 = tmp_1 = tmp_0 = None
        return (tmp_4,)