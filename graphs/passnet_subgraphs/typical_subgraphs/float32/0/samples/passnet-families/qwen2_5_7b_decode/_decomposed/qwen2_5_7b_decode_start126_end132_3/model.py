import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4):
        tmp_0 = torch.nn.functional.linear(in_3, in_1, None);  in_1 = None
        tmp_1 = torch.nn.functional.silu(tmp_0);  tmp_0 = None
        tmp_2 = torch.nn.functional.linear(in_3, in_2, None);  in_3 = in_2 = None
        tmp_3 = tmp_1 * tmp_2;  tmp_1 = tmp_2 = None
        tmp_4 = torch.nn.functional.linear(tmp_3, in_0, None);  tmp_3 = in_0 = None
        tmp_5 = in_4 + tmp_4;  in_4 = tmp_4 = None
        return (tmp_5,)
        