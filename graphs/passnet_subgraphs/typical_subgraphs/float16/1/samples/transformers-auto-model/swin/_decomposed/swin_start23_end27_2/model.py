import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0):
        tmp_0 = in_0.view(49, 49, -1);  in_0 = None
        tmp_1 = tmp_0.permute(2, 0, 1);  tmp_0 = None
        tmp_2 = tmp_1.contiguous();  tmp_1 = None
        tmp_3 = tmp_2.unsqueeze(0);  tmp_2 = None
        return (tmp_3,)
        