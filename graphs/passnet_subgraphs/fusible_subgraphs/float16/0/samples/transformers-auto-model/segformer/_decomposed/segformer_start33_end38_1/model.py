import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2):
        tmp_0 = torch.conv2d(in_2, in_1, in_0, (1, 1), (1, 1), (1, 1), 128);  in_2 = in_1 = in_0 = None
        tmp_1 = tmp_0.flatten(2);  tmp_0 = None
        tmp_2 = tmp_1.transpose(1, 2);  tmp_1 = None
        tmp_3 = torch.nn.functional.gelu(tmp_2);  tmp_2 = None
        tmp_4 = torch.nn.functional.dropout(tmp_3, 0.0, False, False);  tmp_3 = None
        return (tmp_4,)
        