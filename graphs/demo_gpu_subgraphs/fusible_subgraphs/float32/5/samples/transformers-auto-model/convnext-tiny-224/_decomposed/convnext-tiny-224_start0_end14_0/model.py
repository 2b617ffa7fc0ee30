import torch

class GraphModule(torch.nn.Module):

    def forward(self, in_0, in_1, in_2):
        tmp_0 = in_0
        tmp_1 = in_1
        tmp_2 = in_2.float()
        tmp_3 = tmp_2.mean(1, keepdim=True)
        tmp_4 = tmp_2 - tmp_3
        tmp_5 = tmp_4.pow(2)
        tmp_4 = None
        tmp_6 = tmp_5.mean(1, keepdim=True)
        tmp_5 = None
        tmp_7 = tmp_2 - tmp_3
        tmp_2 = tmp_3 = None
        tmp_8 = tmp_6 + 1e-06
        tmp_6 = None
        tmp_9 = torch.sqrt(tmp_8)
        tmp_8 = None
        tmp_10 = tmp_7 / tmp_9
        tmp_7 = tmp_9 = None
        tmp_11 = tmp_10.to(dtype=torch.float32)
        tmp_10 = None
        tmp_12 = tmp_1[slice(None, None, None), None, None]
        tmp_1 = None
        tmp_13 = tmp_12 * tmp_11
        tmp_12 = tmp_11 = None
        tmp_14 = tmp_0[slice(None, None, None), None, None]
        tmp_0 = None
        tmp_15 = tmp_13 + tmp_14
        tmp_13 = tmp_14 = None
        return (tmp_15,)