import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2):
        tmp_0 = torch.nn.functional.linear(in_2, in_1, in_0);  in_2 = in_1 = in_0 = None
        tmp_1 = tmp_0 * 0.125;  tmp_0 = None
        tmp_2 = tmp_1.view(4, -1, 12, 64);  tmp_1 = None
        tmp_3 = tmp_2.transpose(1, 2);  tmp_2 = None
        return (tmp_3,)
        