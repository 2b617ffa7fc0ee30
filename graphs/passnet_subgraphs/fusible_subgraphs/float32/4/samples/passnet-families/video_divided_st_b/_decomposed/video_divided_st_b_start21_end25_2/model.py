import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3):
        tmp_0 = in_2.reshape(4, 1568, 768);  in_2 = None
        tmp_1 = in_3 + tmp_0;  in_3 = tmp_0 = None
        tmp_2 = tmp_1.reshape(32, 196, 768)
        tmp_3 = torch.nn.functional.layer_norm(tmp_2, (768,), in_1, in_0, 1e-05);  tmp_2 = in_1 = in_0 = None
        return (tmp_1, tmp_3)
        