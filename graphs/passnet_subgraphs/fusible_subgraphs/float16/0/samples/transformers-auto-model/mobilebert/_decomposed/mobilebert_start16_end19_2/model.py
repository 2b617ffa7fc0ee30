import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4):
        tmp_0 = torch.nn.functional.linear(in_4, in_3, in_2);  in_4 = in_3 = in_2 = None
        tmp_1 = tmp_0 * in_1;  tmp_0 = in_1 = None
        tmp_2 = tmp_1 + in_0;  tmp_1 = in_0 = None
        return (tmp_2,)
        