class Program_weight_tensor_meta_attn_1:
	name = "in_0"
	original_name = "attn_1"
	shape = [64, 3, 49, 49]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.005
	std = 0.045
