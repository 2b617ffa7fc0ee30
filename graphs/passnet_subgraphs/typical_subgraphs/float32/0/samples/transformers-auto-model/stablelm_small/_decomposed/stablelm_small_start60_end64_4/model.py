import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3):
        tmp_0 = torch.nn.functional.silu(in_3);  in_3 = None
        tmp_1 = torch.nn.functional.linear(in_2, in_1, None);  in_2 = in_1 = None
        tmp_2 = tmp_0 * tmp_1;  tmp_0 = tmp_1 = None
        tmp_3 = torch.nn.functional.linear(tmp_2, in_0, None);  tmp_2 = in_0 = None
        return (tmp_3,)
        