import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1):
        tmp_0 = in_0.reshape(-1, 1);  in_0 = None
        tmp_1 = tmp_0 * in_1;  tmp_0 = in_1 = None
        tmp_2 = tmp_1.sin()
        tmp_3 = tmp_1.cos();  tmp_1 = None
        return (tmp_2, tmp_3)
        