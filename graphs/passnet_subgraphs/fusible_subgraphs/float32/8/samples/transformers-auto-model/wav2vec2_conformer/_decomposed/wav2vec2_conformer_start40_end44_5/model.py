import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2):
        tmp_0 = torch.nn.functional.linear(in_2, in_0, None);  in_2 = in_0 = None
        tmp_1 = tmp_0.view(1, 997, -1, 64);  tmp_0 = None
        tmp_2 = tmp_1.permute(0, 2, 3, 1);  tmp_1 = None
        tmp_3 = in_1[(None, slice(None, None, None), None, slice(None, None, None))];  in_1 = None
        return (tmp_2, tmp_3)
        