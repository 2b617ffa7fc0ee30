import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2):
        tmp_0 = in_2.mean(-1, keepdim = True);  in_2 = None
        tmp_1 = tmp_0 + 1e-06;  tmp_0 = None
        tmp_2 = torch.rsqrt(tmp_1);  tmp_1 = None
        tmp_3 = in_1 * tmp_2;  in_1 = tmp_2 = None
        tmp_4 = in_0 * tmp_3;  in_0 = tmp_3 = None
        return (tmp_4,)
        