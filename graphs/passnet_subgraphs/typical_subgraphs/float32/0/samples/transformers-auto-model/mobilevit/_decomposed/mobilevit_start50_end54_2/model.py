import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0):
        tmp_0 = in_0.transpose(1, 2);  in_0 = None
        tmp_1 = tmp_0.reshape(2, 144, 256, 4);  tmp_0 = None
        tmp_2 = tmp_1.transpose(1, 3);  tmp_1 = None
        tmp_3 = tmp_2.reshape(8, 256, -1);  tmp_2 = None
        return (tmp_3,)
        