import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1):
        tmp_0 = in_1.pow(2)
        tmp_1 = tmp_0.mean(-1, keepdim = True);  tmp_0 = None
        tmp_2 = tmp_1 + 1e-05;  tmp_1 = None
        tmp_3 = torch.rsqrt(tmp_2);  tmp_2 = None
        tmp_4 = in_1 * tmp_3;  in_1 = tmp_3 = None
        tmp_5 = tmp_4.to(torch.float32);  tmp_4 = None
        tmp_6 = in_0 * tmp_5;  in_0 = tmp_5 = None
        return (tmp_6,)
        