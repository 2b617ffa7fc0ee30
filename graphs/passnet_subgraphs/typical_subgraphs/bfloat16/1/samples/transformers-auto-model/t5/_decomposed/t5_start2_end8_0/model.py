import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0):
        tmp_0 = in_0.to(torch.bfloat16)
        tmp_1 = tmp_0.pow(2);  tmp_0 = None
        tmp_2 = tmp_1.mean(-1, keepdim = True);  tmp_1 = None
        tmp_3 = tmp_2 + 1e-06;  tmp_2 = None
        tmp_4 = torch.rsqrt(tmp_3);  tmp_3 = None
        tmp_5 = in_0 * tmp_4;  in_0 = tmp_4 = None
        return (tmp_5,)
        