class Program_weight_tensor_meta_patches:
	name = "in_0"
	original_name = "patches"
	shape = [9216, 2, 16, 2]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.002
