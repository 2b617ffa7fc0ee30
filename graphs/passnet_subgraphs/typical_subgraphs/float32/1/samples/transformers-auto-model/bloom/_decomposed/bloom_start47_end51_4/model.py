import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2):
        tmp_0 = in_2.view(4, 8, 32, 8);  in_2 = None
        tmp_1 = tmp_0.permute(0, 2, 1, 3);  tmp_0 = None
        tmp_2 = tmp_1.reshape(4, 32, 64);  tmp_1 = None
        tmp_3 = torch.nn.functional.linear(tmp_2, in_1, in_0);  tmp_2 = in_1 = in_0 = None
        return (tmp_3,)
        