class Program_weight_tensor_meta_reshape_as:
	name = "in_0"
	original_name = "reshape_as"
	shape = [2, 196, 256]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.003
	std = 0.033
