import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9, in_10):
        tmp_0 = torch.nn.functional.batch_norm(in_10, in_2, in_3, in_5, in_4, False, 0.1, 1e-05);  in_10 = in_2 = in_3 = in_5 = in_4 = None
        tmp_1 = torch.nn.functional.relu(tmp_0, inplace = True);  tmp_0 = None
        tmp_2 = torch.conv2d(tmp_1, in_0, None, (1, 1), (0, 0), (1, 1), 1);  tmp_1 = in_0 = None
        tmp_3 = torch.nn.functional.batch_norm(tmp_2, in_6, in_7, in_9, in_8, False, 0.1, 1e-05);  tmp_2 = in_6 = in_7 = in_9 = in_8 = None
        tmp_4 = torch.nn.functional.relu(tmp_3, inplace = True);  tmp_3 = None
        tmp_5 = torch.conv2d(tmp_4, in_1, None, (1, 1), (1, 1), (1, 1), 1);  tmp_4 = in_1 = None
        return (tmp_5,)
        