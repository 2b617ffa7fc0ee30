import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3):
        tmp_0 = torch.nn.functional.linear(in_3, in_1, in_0);  in_3 = in_1 = in_0 = None
        tmp_1 = torch.permute(tmp_0, [0, 3, 1, 2]);  tmp_0 = None
        tmp_2 = in_2 * tmp_1;  in_2 = tmp_1 = None
        return (tmp_2,)
        