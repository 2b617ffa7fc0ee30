import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1):
        tmp_0 = in_1.transpose(1, 2);  in_1 = None
        tmp_1 = tmp_0.reshape(2, 8, 32, 64);  tmp_0 = None
        tmp_2 = in_0.transpose(1, 2);  in_0 = None
        tmp_3 = tmp_2.reshape(2, 1, 32, 64);  tmp_2 = None
        return (tmp_1, tmp_3)
        